import Foundation
import Testing
import TrellisUIKit

private func expectFrame(_ frame: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                         sourceLocation: SourceLocation = #_sourceLocation)
{
    let ok = abs(frame.minX - x) < 0.01 && abs(frame.minY - y) < 0.01
        && abs(frame.width - w) < 0.01 && abs(frame.height - h) < 0.01
    #expect(ok, "frame \(frame) is not (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
}

/// A card as Apple's documentation would build one: a title and a button in
/// a container inset by its layout margins.
private final class CardViewController: UIViewController {
    let card = UIView()
    let titleLabel = UILabel()
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        card.backgroundColor = .systemTeal
        titleLabel.text = "Hello"
        titleLabel.font = .boldSystemFont(ofSize: 20)
        button.setTitle("Tap", for: .normal)
        for v in [card, titleLabel, button] { v.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(card)
        card.addSubview(titleLabel)
        card.addSubview(button)
        let margins = card.layoutMarginsGuide
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            button.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
            button.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            margins.bottomAnchor.constraint(equalTo: titleLabel.bottomAnchor),
        ])
    }
}

@MainActor
@Suite struct UIKitSnippetTests {
    @Test func framesAreInTheSuperviewsCoordinates() throws {
        let controller = CardViewController()
        try layOut(controller, device: .iPhoneSE)
        // The card sits at the root's margin, 20 below the 20 pt status bar.
        #expect(controller.card.frame.origin == CGPoint(x: 8, y: 40))
        #expect(controller.card.frame.width == 359)
        // Its title sits at the card's margins, in the card's coordinates,
        // where the backing view's frame is in the root's.
        #expect(controller.titleLabel.frame.origin == CGPoint(x: 8, y: 8))
        #expect(controller.titleLabel.layoutView.frame.origin == CGPoint(x: 16, y: 48))
        #expect(controller.titleLabel.bounds.origin == .zero)
        let title = controller.titleLabel.intrinsicContentSize
        #expect(title.width > 40 && title.height > 20)
        #expect(controller.card.frame.height == title.height + 16)
        #expect(abs(controller.button.frame.maxX - (359 - 8)) < 0.01)
    }

    @Test func aViewWithoutAControllerLaysOutAtItsFrame() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        let label = UILabel()
        label.text = "Position"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let leading = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
        NSLayoutConstraint.activate([leading, label.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        root.layoutIfNeeded()
        #expect(label.frame.minX == 8)
        #expect(abs(label.frame.midY - 60) < 0.01)
        UIView.animate(withDuration: 0.3) { leading.constant = 40 }
        #expect(label.frame.minX == 40)
    }

    /// A footer forced right to left, as a Quran reader's: its leading
    /// button at its right, its leading margin the right one.
    @Test func aViewForcedRightToLeftArrangesItsSubviewsFromItsRight() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        let footer = UIView(), close = UIView()
        footer.semanticContentAttribute = .forceRightToLeft
        footer.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
        for view in [footer, close] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(footer)
        footer.addSubview(close)
        NSLayoutConstraint.activate([
            footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            footer.heightAnchor.constraint(equalToConstant: 40),
            close.leadingAnchor.constraint(equalTo: footer.layoutMarginsGuide.leadingAnchor),
            close.centerYAnchor.constraint(equalTo: footer.centerYAnchor),
            close.widthAnchor.constraint(equalToConstant: 30), close.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(footer.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(close.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(footer.layoutMargins.right == 20 && footer.layoutMargins.left == 4)
        #expect(footer.directionalLayoutMargins.leading == 20)
        #expect(close.frame == CGRect(x: 270, y: 5, width: 30, height: 30))
    }

    @Test func autoresizingFramesStayWhereTheCodePutsThem() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        box.addSubview(inner)
        root.addSubview(box)
        root.layoutIfNeeded()
        expectFrame(box.frame, 10, 20, 100, 50)
        expectFrame(inner.frame, 5, 5, 10, 10)
        expectFrame(inner.layoutView.frame, 15, 25, 10, 10)
        box.center = CGPoint(x: 100, y: 100)
        root.layoutIfNeeded()
        expectFrame(box.frame, 50, 75, 100, 50)
        expectFrame(inner.frame, 5, 5, 10, 10)
    }

    @Test func theItemAttributeInitializerTakesUIKitViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let knob = UIView()
        knob.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(knob)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: knob, attribute: .centerX, relatedBy: .equal, toItem: root,
                               attribute: .trailing, multiplier: 0.7, constant: 0),
            NSLayoutConstraint(item: knob, attribute: .centerY, relatedBy: .equal, toItem: root,
                               attribute: .bottom, multiplier: 0.4, constant: 0),
            NSLayoutConstraint(item: knob, attribute: .width, relatedBy: .equal, toItem: nil,
                               attribute: .notAnAttribute, multiplier: 1, constant: 40),
            knob.heightAnchor.constraint(equalTo: knob.widthAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(knob.frame, 190, 60, 40, 40)
    }

    @Test func aHuggingPriorityDecidesWhichLabelStretches() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let title = UILabel(), value = UILabel()
        title.text = "Title"
        value.text = "42"
        for label in [title, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        value.setContentHuggingPriority(.defaultLow, for: .horizontal)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor),
            value.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(title.frame.width == title.intrinsicContentSize.width)
        #expect(value.frame.maxX == 300)
        #expect(value.frame.width > value.intrinsicContentSize.width)
    }

    @Test func aStackViewLinesUpItsViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let a = UIImageView(image: UIImage(size: CGSize(width: 40, height: 40)))
        let b = UIImageView(image: UIImage(size: CGSize(width: 60, height: 20)))
        let c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .horizontal
        stack.spacing = 10
        stack.alignment = .center
        stack.distribution = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            c.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(stack.frame, 20, 20, 280, 40)
        expectFrame(a.frame, 0, 0, 40, 40)
        expectFrame(b.frame, 50, 10, 60, 20)
        // The plain view has no content size, so it takes the rest.
        expectFrame(c.frame, 120, 15, 160, 10)
        b.isHidden = true
        root.layoutIfNeeded()
        expectFrame(c.frame, 50, 15, 230, 10)
    }

    /// fillProportionally as UIKit expresses it: each view's width is the
    /// stack's × its intrinsic width ÷ (the intrinsic widths + the spacing),
    /// at 999 for the first, 998 for the next; the spacing is required.
    @Test func aFillProportionallyStackSharesItsWidthByContentSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 330, height: 100))
        let a = UIImageView(image: UIImage(size: CGSize(width: 40, height: 20)))
        let b = UIImageView(image: UIImage(size: CGSize(width: 120, height: 20)))
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        stack.spacing = 10
        stack.frame = root.bounds
        root.addSubview(stack)
        root.layoutIfNeeded()
        let first = 330 * 40 / (40 + 120 + 10.0)
        expectFrame(a.frame, 0, 0, first, 100)
        expectFrame(b.frame, first + 10, 0, 330 - 10 - first, 100)
    }

    @Test func aFillEquallyVerticalStackSharesItsHeight() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 320))
        let views = [UIView(), UIView(), UIView()]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.frame = root.bounds
        root.addSubview(stack)
        root.layoutIfNeeded()
        expectFrame(views[0].frame, 0, 0, 100, 100)
        expectFrame(views[2].frame, 0, 220, 100, 100)
    }

    @Test func readableContentAndLayoutSupportGuides() {
        final class Controller: UIViewController {
            let body = UIView()
            let header = UIView()
            override func viewDidLoad() {
                for v in [body, header] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                let readable = view.readableContentGuide
                NSLayoutConstraint.activate([
                    body.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
                    body.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
                    body.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
                    body.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
                    header.topAnchor.constraint(equalTo: view.topAnchor),
                    header.leftAnchor.constraint(equalTo: view.leftAnchor),
                    header.widthAnchor.constraint(equalToConstant: 10),
                    header.bottomAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
                ])
            }
        }
        let phone = Controller()
        _ = try? layOut(phone, device: .iPhone15)
        expectFrame(phone.body.frame, 8, 59, 377, 852 - 59 - 34)
        #expect(phone.topLayoutGuide.length == 59)
        #expect(phone.header.frame.height == 59)
        let pad = Controller()
        _ = try? layOut(pad, device: .iPadPro13, orientation: .landscape)
        // 1376 wide: the readable width, 672, centred.
        expectFrame(pad.body.frame, (1376 - 672) / 2, 24, 672, 1032 - 44)
    }

    @Test func anInvalidConstraintIsThrownByHostingAndLoggedByLayoutIfNeeded() {
        final class Broken: UIViewController {
            override func viewDidLoad() {
                let a = UIView(), b = UIView()
                view.addSubview(a)
                // b is in no hierarchy: UIKit raises, Trellis names it.
                a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
            }
        }
        #expect(throws: LayoutError.self) { try layOut(Broken(), device: .iPhoneSE) }
    }

    @Test func renderingAControllerWritesAPicture() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try render(ComplexWidthController(), device: .iPhoneSE, to: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let again = try renderData(ComplexWidthController(), device: .iPhoneSE, format: .png)
        #expect(again.elementsEqual(data))
    }
}

@Suite struct VisualFormatTests {
    @Test func theSeedsComplexWidthsInVisualFormat() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 667, height: 375))
        let blue = UIView(), red = UIView()
        for v in [blue, red] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        let views = ["blue": blue, "red": red]
        let twice = red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 2)
        twice.priority = .defaultHigh
        NSLayoutConstraint.activate(
            [twice] + NSLayoutConstraint.constraints(withVisualFormat: "H:|-[blue(>=150)]-[red]-|",
                                           options: [.alignAllTop, .alignAllBottom], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-(margin)-[blue]-(margin@1000)-|",
                                             metrics: ["margin": 8], views: views))
        root.layoutIfNeeded()
        #expect(abs(blue.frame.width - 643.0 / 3) < 0.01)
        #expect(red.frame.minY == 8 && red.frame.height == 359)
    }

    @Test func aMalformedLineNamesTheColumn() {
        #expect(throws: VisualFormatError.self) {
            try NSLayoutConstraint.visualFormatConstraints("H:|-[blue]-[", metrics: nil, views: ["blue": UIView()])
        }
        let error = #expect(throws: VisualFormatError.self) {
            try NSLayoutConstraint.visualFormatConstraints("H:[blue]-[green]", metrics: nil, views: ["blue": UIView()])
        }
        #expect(error?.column == 11)
        #expect(error?.message == "'green' is not a key in the views dictionary")
    }
}

@Suite struct VisualFormatRobustnessTests {
    /// Lines made of the language's own characters, in a fixed pseudo-random
    /// order: each gives constraints or a ``VisualFormatError``, never a trap.
    @Test func randomLinesNeverTrap() {
        let alphabet = Array("HV:|-[]()@<=>=,0123456789.ab m")
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView()
        root.addSubview(a)
        root.addSubview(b)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<3000 {
            var line = ""
            state = state &* 6364136223846793005 &+ 1442695040888963407
            for _ in 0..<Int(state >> 60) + 4 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                line.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            // Reaching the next line is the test: a trap would end the run.
            _ = try? NSLayoutConstraint.visualFormatConstraints(line, metrics: ["m": 8], views: ["a": a, "b": b])
        }
        // And a few known-good lines parse to their constraints.
        #expect((try? NSLayoutConstraint.visualFormatConstraints("|-m-[a]-[b(==a)]-|", metrics: ["m": 8],
                                                                 views: ["a": a, "b": b]))?.count == 4)
    }
}

/// A custom view and controller as UIKit code writes them, initializers and all.
private final class BadgeView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.text = "New"
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 4),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private final class BadgeController: UIViewController {
    let badge = BadgeView()
    let inset: CGFloat

    init(inset: CGFloat) {
        self.inset = inset
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .white
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: inset),
            badge.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -inset),
        ])
    }
}

@MainActor
@Suite struct CustomSubclassTests {
    @Test func customViewsAndControllersWithTheirInitializersLayOut() throws {
        let controller = BadgeController(inset: 12)
        let scene = try layOut(controller, device: .iPhone15)
        let text = controller.badge.label.intrinsicContentSize
        #expect(controller.badge.frame.size == CGSize(width: text.width + 16, height: text.height + 8))
        #expect(controller.badge.frame.maxX == 393 - 12 && controller.badge.frame.minY == 59 + 12)
        #expect(controller.badge.label.frame.origin == CGPoint(x: 8, y: 4))
        // Named after the properties that hold them, the label after its view's.
        #expect(scene.items.compactMap { $0 as? View }.map(\.name) == ["view", "badge", "badge.label"])
    }
}
