import Foundation
import Layout
import Testing

/// Safe area, layout margins, custom guides and baselines, as UIKit defines them.
@Suite struct GuidesAndMarginsTests {
    @Test func theRootsSafeAreaAndMarginsAreInsetAsInUIKit() throws {
        let scene = Scene(width: 375, height: 812)
        scene.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let root = scene.root
        let safe = root.safeAreaLayoutGuide
        let margins = root.layoutMarginsGuide
        #expect(root.layoutMargins == EdgeInsets(all: 8))
        #expect(root.insetsLayoutMarginsFromSafeArea)
        try scene.layout()
        expectFrame(safe.layoutFrame, 0, 44, 375, 734)
        expectFrame(margins.layoutFrame, 8, 52, 359, 718)
        #expect(safe.isSystemGuide)
        #expect(safe.owningView === root)

        root.insetsLayoutMarginsFromSafeArea = false
        scene.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
        try scene.layout()
        expectFrame(margins.layoutFrame, 16, 20, 343, 772)
        #expect(scene.statistics.rebuilds == 1)
    }

    @Test func marginAttributesMeasureOnTheMarginsGuide() throws {
        let scene = Scene(width: 320, height: 200)
        let card = scene.root.addConstrainedSubview("card")
        let inner = card.addConstrainedSubview("inner")
        card.layoutMargins = EdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
            card.heightAnchor.constraint(equalToConstant: 100),
            try LayoutConstraint(item: inner, attribute: .leading, relatedBy: .equal, toItem: card,
                                 attribute: .leadingMargin, multiplier: 1, constant: 0),
            try LayoutConstraint(item: inner, attribute: .trailing, relatedBy: .equal, toItem: card,
                                 attribute: .trailingMargin, multiplier: 1, constant: 0),
            inner.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            inner.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        try scene.layout()
        expectFrame(card.frame, 20, 20, 280, 100)
        expectFrame(inner.frame, 32, 30, 256, 80)
    }

    @Test func aSubviewsSafeAreaIsTheRootsSafeAreaItOverlaps() throws {
        let scene = Scene(width: 375, height: 812)
        scene.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let header = scene.root.addConstrainedSubview("header")
        let title = header.addConstrainedSubview("title")
        LayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
            header.topAnchor.constraint(equalTo: scene.root.topAnchor),
            header.heightAnchor.constraint(equalToConstant: 100),
            title.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor),
            title.bottomAnchor.constraint(equalTo: header.bottomAnchor),
            title.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor),
        ])
        try scene.layout()
        #expect(header.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        expectFrame(header.safeAreaLayoutGuide.layoutFrame, 0, 44, 375, 56)
        expectFrame(title.frame, 8, 44, 359, 56)
        // Moved below the notch, the header has no safe-area inset left.
        header.topAnchor.constraintsHolding(in: scene).forEach { $0.constant = 60 }
        try scene.layout()
        #expect(header.safeAreaInsets == .zero)
        expectFrame(title.frame, 8, 60, 359, 100)
    }

    @Test func theKeyboardGuideIsTheStripBelowTheSafeAreaWithNoKeyboardShown() throws {
        // UIKeyboardLayoutGuide with the keyboard off the screen: its top
        // at the safe area's bottom, so a form pinned above it stops there.
        let scene = Scene(width: 414, height: 896)
        scene.safeAreaInsets = EdgeInsets(top: 48, left: 0, bottom: 34, right: 0)
        let form = scene.root.addConstrainedSubview("form")
        let keyboard = scene.root.keyboardLayoutGuide
        LayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
            form.topAnchor.constraint(equalTo: scene.root.topAnchor),
            form.bottomAnchor.constraint(equalTo: keyboard.topAnchor),
        ])
        try scene.layout()
        expectFrame(keyboard.layoutFrame, 0, 862, 414, 34)
        expectFrame(form.frame, 0, 0, 414, 862)
        #expect(keyboard.isSystemGuide)
        #expect(keyboard.owningView === scene.root)
        // A turned phone's smaller inset moves it.
        scene.safeAreaInsets = EdgeInsets(top: 0, left: 48, bottom: 21, right: 48)
        try scene.layout()
        expectFrame(form.frame, 0, 0, 414, 875)
    }

    @Test func labelBaselinesFollowTheirCentredText() throws {
        let scene = Scene(width: 320, height: 100)
        let name = Label(name: "name", text: "Name", fontSize: 20)
        let value = Label(name: "value", text: "Ada\nLovelace", fontSize: 10)
        let box = scene.root.addConstrainedSubview("box")
        for label in [name, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            scene.root.addSubview(label)
        }
        LayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 8),
            name.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10),
            value.leadingAnchor.constraint(equalToSystemSpacingAfter: name.trailingAnchor, multiplier: 1),
            value.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
            box.leadingAnchor.constraint(equalTo: value.trailingAnchor, constant: 8),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.lastBaselineAnchor.constraint(equalTo: value.lastBaselineAnchor),
        ])
        try scene.layout()
        // Name: 4 × 0.6 × 20 = 48 wide, 24 tall, baseline 18 below its top.
        expectFrame(name.frame, 8, 10, 48, 24)
        // Value: two lines of 10 pt, 48 wide, 24 tall; first baseline 9 below its top.
        expectFrame(value.frame, 64, 28 - 9, 48, 24)
        // A plain view's baseline is its bottom: the box sits on value's last baseline (12 + 9 below its top).
        expectFrame(box.frame, 120, 19 + 21 - 10, 10, 10)
        #expect(try scene.ambiguities().isEmpty)
    }

    @Test func aStretchedLabelKeepsItsTextCentredSoItsBaselineMoves() throws {
        let scene = Scene(width: 320, height: 100)
        let label = Label(name: "tall", text: "x", fontSize: 10)
        label.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(label)
        let marker = scene.root.addConstrainedSubview("marker")
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            label.topAnchor.constraint(equalTo: scene.root.topAnchor),
            label.heightAnchor.constraint(equalToConstant: 40),
            marker.leadingAnchor.constraint(equalTo: label.trailingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 1),
            marker.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
            marker.heightAnchor.constraint(equalToConstant: 1),
        ])
        try scene.layout()
        // Text 12 tall centred in 40: it starts at 14, its baseline 9 lower.
        expectClose(marker.frame.minY, 23)
    }

    @Test func theMeasurerCanBeReplacedByTheRenderers() throws {
        struct Wide: TextMeasurer {
            func metrics(of text: String, fontSize: CGFloat) -> TextMetrics {
                TextMetrics(size: CGSize(width: CGFloat(text.count) * fontSize, height: fontSize),
                            firstBaseline: fontSize * 0.8, lastBaseline: fontSize * 0.8)
            }
        }
        let scene = Scene(width: 320, height: 100)
        let label = Label(name: "l", text: "abc", fontSize: 10)
        #expect(label.intrinsicContentSize == CGSize(width: 18, height: 12))
        scene.root.addSubview(label)
        scene.textMeasurer = Wide()
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 10))
        #expect(DeterministicTextMeasurer().size(of: "", fontSize: 17) == .zero)
        label.intrinsicContentSize = CGSize(width: 5, height: 5)
        #expect(label.intrinsicContentSize == CGSize(width: 5, height: 5), "an assigned size wins over measurement")
    }

    @Test func presentationHintsArePlainData() {
        let knob = View(name: "knob")
        #expect(knob.backgroundColor == nil)
        #expect(knob.shape == .rectangle)
        knob.backgroundColor = Color.blue.withAlphaComponent(0.5)
        knob.shape = .oval
        knob.alpha = 0.6
        #expect(knob.backgroundColor == Color(red: 0, green: 0.478, blue: 1, alpha: 0.5))
        #expect(knob.shape == .oval)
        #expect(Shape.roundedRectangle(cornerRadius: 4) != .rectangle)
        #expect(Color.red.description == "rgba(1, 0.231, 0.188, 1)")
    }
}

extension YAxisAnchor {
    /// The active constraints whose first anchor is this one.
    func constraintsHolding(in scene: Scene) -> [LayoutConstraint] {
        scene.activeConstraints.filter { $0.firstItem === item && $0.firstAttribute == attribute }
    }
}
