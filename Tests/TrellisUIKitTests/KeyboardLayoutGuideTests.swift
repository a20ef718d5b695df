import Foundation
import Testing
import TrellisUIKit

/// A form pinned above the keyboard, as iOS 15's keyboard layout guide lets
/// code write it: drawn with no keyboard shown.
private final class MessageComposerController: UIViewController {
    let composer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        composer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(composer)
        NSLayoutConstraint.activate([
            composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            composer.heightAnchor.constraint(equalToConstant: 52),
            composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
    }
}

@MainActor
@Suite struct KeyboardLayoutGuideTests {
    @Test func aComposerPinnedToTheKeyboardSitsOnTheSafeAreasBottom() throws {
        // An iPhone 15: 852 pt high, 34 of them below the safe area.
        let controller = MessageComposerController()
        try layOut(controller, device: .iPhone15)
        #expect(controller.composer.frame == CGRect(x: 0, y: 852 - 34 - 52, width: 393, height: 52))
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
    }
}
