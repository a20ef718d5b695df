import Foundation
import Layout
import Testing

/// A box with an intrinsic size, as a button or an image view has.
private func box(_ name: String, _ width: CGFloat, _ height: CGFloat) -> View {
    let view = View(name: name)
    view.intrinsicContentSize = CGSize(width: width, height: height)
    return view
}

/// A stack pinned at (10, 20) in a 375 × 667 scene, `width` wide if given.
private func scene(with stack: StackView, width: CGFloat? = nil) -> Scene {
    let scene = Scene(width: 375, height: 667)
    stack.translatesAutoresizingMaskIntoConstraints = false
    scene.root.addSubview(stack)
    var constraints = [
        stack.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 10),
        stack.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
    ]
    if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    LayoutConstraint.activate(constraints)
    return scene
}

@Suite struct StackViewTests {
    @Test func fillLinesItemsUpAtTheirIntrinsicSizesWithSpacing() throws {
        let a = box("a", 40, 20), b = box("b", 60, 30)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.spacing = 8
        let scene = scene(with: stack)
        try scene.layout()
        expectFrame(stack.frame, 10, 20, 108, 30)
        expectFrame(a.frame, 10, 20, 40, 30)   // alignment fill: as tall as the stack
        expectFrame(b.frame, 58, 20, 60, 30)
        #expect(scene.layoutConstraints.contains { $0.identifier == "UISV-spacing" && $0.constant == 8 })
    }

    @Test func fillEquallyGivesEveryItemTheFirstOnesLength() throws {
        let items = [box("a", 40, 20), box("b", 60, 20), box("c", 10, 20)]
        let stack = StackView(arrangedSubviews: items)
        stack.distribution = .fillEqually
        stack.spacing = 12
        try scene(with: stack, width: 300).layout()
        expectFrame(items[0].frame, 10, 20, 92, 20)
        expectFrame(items[1].frame, 114, 20, 92, 20)
        expectFrame(items[2].frame, 218, 20, 92, 20)
    }

    /// Arranged relative to its margins, a proportional stack shares out
    /// the room between them, not its whole length: a health app's
    /// profile card (12-pt margins above and below, three labels 5 pt
    /// apart) stored 96.67 pt high round its labels at their own heights,
    /// where sharing the margins too grew it to 247.
    @Test func fillProportionallySharesTheRoomBetweenTheMargins() throws {
        let items = [box("name", 100, 68 / 3), box("age", 40, 20), box("gender", 60, 20)]
        let stack = StackView(arrangedSubviews: items)
        stack.axis = .vertical
        stack.distribution = .fillProportionally
        stack.spacing = 5
        stack.layoutMargins = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        stack.isLayoutMarginsRelativeArrangement = true
        let scene = scene(with: stack, width: 361)
        try scene.layout()
        expectFrame(stack.frame, 10, 20, 361, 290 / 3)
        expectFrame(items[0].frame, 26, 32, 329, 68 / 3)
        expectFrame(items[1].frame, 26, 32 + 68 / 3 + 5, 329, 20)
        expectFrame(items[2].frame, 26, 32 + 68 / 3 + 30, 329, 20)
        // Held taller, the room between the margins is shared in proportion.
        stack.heightAnchor.constraint(equalToConstant: (290 + 218) / 3).isActive = true
        try scene.layout()
        expectFrame(items[0].frame, 26, 32, 329, 68 / 3 * 2, "twice its share of twice the room")
    }

    @Test func equalSpacingSharesTheSlackBetweenTheGaps() throws {
        let items = [box("a", 40, 20), box("b", 60, 20), box("c", 20, 20)]
        let stack = StackView(arrangedSubviews: items)
        stack.distribution = .equalSpacing
        try scene(with: stack, width: 300).layout()
        // 300 − 120 of items = 180 in two equal gaps.
        expectFrame(items[0].frame, 10, 20, 40, 20)
        expectFrame(items[1].frame, 140, 20, 60, 20)
        expectFrame(items[2].frame, 290, 20, 20, 20)
    }

    @Test func centreAlignmentKeepsItemsInsideAndFitsTheStackToTheTallest() throws {
        let a = box("a", 40, 20), b = box("b", 60, 50)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.alignment = .center
        try scene(with: stack).layout()
        expectFrame(stack.frame, 10, 20, 100, 50)
        expectFrame(a.frame, 10, 35, 40, 20)
        expectFrame(b.frame, 50, 20, 60, 50)
    }

    @Test func aHiddenItemCollapsesWithItsSpacing() throws {
        let a = box("a", 40, 20), b = box("b", 60, 20), c = box("c", 30, 20)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = 10
        b.isHidden = true
        try scene(with: stack).layout()
        // As wide as the widest visible item: the hidden one (60) counts for nothing.
        expectFrame(a.frame, 10, 20, 40, 20)
        expectFrame(c.frame, 10, 50, 40, 20)
        expectClose(b.frame.height, 0)
        expectFrame(stack.frame, 10, 20, 40, 50)
        // Between two visible items it lies in the middle of the spacing,
        // as Xcode stores it (an ad demo's hidden button 5 pt below its
        // neighbour in a stack spaced 10); after the last, at its end.
        expectClose(b.frame.minY, 45)
        let first = box("first", 40, 20), last = box("last", 30, 20)
        let column = StackView(arrangedSubviews: [first, last])
        column.axis = .vertical
        column.spacing = 10
        last.isHidden = true
        try scene(with: column).layout()
        expectClose(last.frame.minY, 40)
    }

    /// Across the axis a hidden item keeps to the alignment, as a podcast
    /// cell's hidden 14-pt badges were stored 18 pt down a 50-pt row
    /// centring its views.
    @Test func aHiddenItemKeepsToTheAlignmentAcross() throws {
        let badge = box("badge", 40, 14), tall = box("tall", 50, 50), low = box("low", 20, 10)
        let stack = StackView(arrangedSubviews: [badge, tall, low])
        stack.alignment = .center
        badge.isHidden = true
        try scene(with: stack).layout()
        expectFrame(badge.frame, 10, 38, 0, 14)
        expectFrame(tall.frame, 10, 20, 50, 50)
        let hidden = box("hidden", 20, 10), shown = box("shown", 50, 50)
        let trailing = StackView(arrangedSubviews: [shown, hidden])
        trailing.alignment = .trailing
        hidden.isHidden = true
        try scene(with: trailing).layout()
        expectFrame(hidden.frame, 60, 60, 0, 10)
    }

    @Test func flexibleAutoresizingShareTheChangeInProportion() throws {
        let scene = Scene(width: 200, height: 100)
        let view = View(name: "v")
        scene.root.addSubview(view)
        view.autoresizingMask = [.flexibleWidth, .flexibleLeftMargin]
        view.setAutoresizingFrame(CGRect(x: 50, y: 10, width: 100, height: 20), superviewSize: CGSize(width: 200, height: 100))
        try scene.layout()
        expectFrame(view.frame, 50, 10, 100, 20)
        scene.size = CGSize(width: 350, height: 100)
        try scene.layout()
        // 150 more: a third to the left margin (50 of 150), two thirds to the width.
        expectFrame(view.frame, 100, 10, 200, 20)
    }

    /// UIKit binds a first-baseline row's top to its first view alone (rdar
    /// 32291130, still so in iOS 13): a larger label further on sticks out
    /// above the stack, and the stack is as tall as from the first label's
    /// top to the lowest bottom. 10 pt text: 12 tall, baseline 9 down; 20 pt:
    /// 24 tall, baseline 18 down.
    @Test func aFirstBaselineRowIsBoundByItsFirstViewsTop() throws {
        let small = Label(name: "small", text: "Hello", fontSize: 10), large = Label(name: "large", text: "Ciao", fontSize: 20)
        let stack = StackView(arrangedSubviews: [small, large])
        stack.spacing = 8
        stack.alignment = .firstBaseline
        let scene = scene(with: stack)
        try scene.layout()
        expectFrame(small.frame, 10, 20, 30, 12)
        expectFrame(large.frame, 48, 11, 48, 24)
        expectFrame(stack.frame, 10, 20, 86, 15)
        #expect(scene.layoutConstraints.contains { $0.identifier == "UISV-canvas-connection" && $0.firstItem === small
            && $0.firstAttribute == .top && $0.relation == .greaterThanOrEqual })
    }

    /// The same for last baselines, upside down: the stack's bottom is the
    /// first view's, and the larger label hangs 3 pt below it.
    @Test func aLastBaselineRowIsBoundByItsFirstViewsBottom() throws {
        let small = Label(name: "small", text: "Hello", fontSize: 10), large = Label(name: "large", text: "Ciao", fontSize: 20)
        let stack = StackView(arrangedSubviews: [small, large])
        stack.spacing = 8
        stack.alignment = .lastBaseline
        let scene = scene(with: stack)
        try scene.layout()
        expectFrame(stack.frame, 10, 20, 86, 21)
        expectFrame(large.frame, 48, 20, 48, 24)
        expectFrame(small.frame, 10, 29, 30, 12)
    }

    @Test func aWrappingLabelNarrowerThanItsTextGrowsTaller() throws {
        let scene = Scene(width: 375, height: 667)
        let label = Label(name: "bio", text: "one two three four five six", fontSize: 10)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            label.topAnchor.constraint(equalTo: scene.root.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 80),
        ])
        try scene.layout()
        // 6 pt a character: "one two three" is 78 wide, "four five six" 78: two lines of 12.
        expectFrame(label.frame, 0, 0, 80, 24)
        #expect(label.shownText(measurer: DeterministicTextMeasurer()) == "one two three\nfour five six")
    }
}

@Suite struct PreservedMarginsTests {
    @Test func aViewThatPreservesItsSuperviewsMarginsKeepsInsideThem() throws {
        let scene = Scene(width: 300, height: 200)
        scene.root.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        let card = View(name: "card"), title = View(name: "title")
        for view in [card, title] { view.translatesAutoresizingMaskIntoConstraints = false }
        scene.root.addSubview(card)
        card.addSubview(title)
        card.preservesSuperviewLayoutMargins = true
        title.intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: 20)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 10),
            card.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
            card.topAnchor.constraint(equalTo: scene.root.topAnchor),
            card.heightAnchor.constraint(equalToConstant: 100),
            title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
        ])
        try scene.layout()
        // The root's 30-point margin reaches 20 points into the card on the left
        // (it starts 10 in), 30 on the right; the card's own 8 elsewhere.
        expectFrame(title.frame, 30, 8, 240, 20)
        card.preservesSuperviewLayoutMargins = false
        try scene.layout()
        expectFrame(title.frame, 18, 8, 274, 20)
    }
}

@Suite struct ReadableWidthTests {
    @Test func theReadableContentGuideIsAtMost672WideAndCentred() throws {
        let scene = Scene(width: 1024, height: 768)
        let text = View(name: "text")
        text.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(text)
        let readable = scene.root.readableContentGuide
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            text.topAnchor.constraint(equalTo: readable.topAnchor),
            text.heightAnchor.constraint(equalToConstant: 100),
        ])
        try scene.layout()
        // 1024 − 8 − 8 = 1008 between the margins: 168 more on each side.
        expectFrame(text.frame, 176, 8, 672, 100)
        scene.size = CGSize(width: 375, height: 667)
        try scene.layout()
        expectFrame(text.frame, 8, 8, 359, 100)
    }
}
