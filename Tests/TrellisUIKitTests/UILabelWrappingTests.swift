import Foundation
import Testing
import TrellisUIKit

/// A label under a title, pinned to the root's margins, as a detail screen
/// builds one: its text is longer than the 359 pt between the margins of an
/// iPhone SE.
private final class DetailViewController: UIViewController {
    let body = UILabel()
    let lines: Int, maxWidth: CGFloat

    init(lines: Int, maxWidth: CGFloat = 0) {
        self.lines = lines
        self.maxWidth = maxWidth
        super.init()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        body.text = "Auto Layout computes the size and position of every view from the constraints placed on it, so a label that wraps grows taller instead of running off the screen."
        body.font = .systemFont(ofSize: 17)
        body.numberOfLines = lines
        body.preferredMaxLayoutWidth = maxWidth
        body.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(body)
        var constraints = [
            body.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            body.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ]
        if maxWidth == 0 { constraints.append(body.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)) }
        NSLayoutConstraint.activate(constraints)
    }
}

@MainActor
@Suite struct UILabelWrappingTests {
    /// The height of one line of 17 pt text, measured with the renderer's font.
    private func lineHeight() throws -> CGFloat {
        let controller = DetailViewController(lines: 1)
        try layOut(controller, device: .iPhoneSE)
        return controller.body.frame.height
    }

    @Test func oneLineDoesNotWrap() throws {
        let controller = DetailViewController(lines: 1)
        try layOut(controller, device: .iPhoneSE)
        #expect(controller.body.frame.width == 359)
        #expect(controller.body.label.shownText(measurer: CairoTextMeasurer()).contains("\n") == false)
    }

    @Test func noLimitWrapsAtTheMarginsAndGrowsTaller() throws {
        let line = try lineHeight()
        let controller = DetailViewController(lines: 0)
        try layOut(controller, device: .iPhoneSE)
        let shown = controller.body.label.shownText(measurer: CairoTextMeasurer()).split(separator: "\n")
        #expect(shown.count == 5, "\(shown)")
        // Each line fits, and would not with the next line's first word.
        let measure = { (text: String) in CairoTextMeasurer().size(of: text, fontSize: 17).width }
        for (text, next) in zip(shown, shown.dropFirst()) {
            #expect(measure(String(text)) <= 359)
            #expect(measure(text + " " + next.split(separator: " ")[0]) > 359)
        }
        #expect(controller.body.frame.width == 359)
        #expect(abs(controller.body.frame.height - 5 * line) < 0.01, "\(controller.body.frame.height) vs \(line)")
        // The label reports the wrapped size, as UIKit's does after layout.
        #expect(abs(controller.body.intrinsicContentSize.height - 5 * line) < 0.01)
    }

    @Test func aLimitKeepsTheRestOnTheLastLine() throws {
        let line = try lineHeight()
        let controller = DetailViewController(lines: 2)
        try layOut(controller, device: .iPhoneSE)
        #expect(abs(controller.body.frame.height - 2 * line) < 0.01)
    }

    @Test func aPreferredWidthWrapsAnUnpinnedLabel() throws {
        let line = try lineHeight()
        let controller = DetailViewController(lines: 0, maxWidth: 150)
        try layOut(controller, device: .iPhoneSE)
        #expect(controller.body.frame.width <= 150)
        #expect(controller.body.frame.width > 120)
        let count = controller.body.label.shownText(measurer: CairoTextMeasurer()).split(separator: "\n").count
        #expect(count >= 8)
        #expect(abs(controller.body.frame.height - CGFloat(count) * line) < 0.01)
    }

    /// A subclass that says its own size keeps it, wrapping or not.
    @Test func anOverriddenIntrinsicSizeWins() throws {
        final class Badge: UILabel {
            override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 22) }
        }
        final class BadgeController: UIViewController {
            let badge = Badge()
            override func viewDidLoad() {
                super.viewDidLoad()
                badge.text = "a long text that would wrap if the label measured it"
                badge.numberOfLines = 0
                badge.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(badge)
                badge.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                badge.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            }
        }
        let controller = BadgeController()
        try layOut(controller, device: .iPhoneSE)
        #expect(controller.badge.frame.size == CGSize(width: 44, height: 22))
    }
}
