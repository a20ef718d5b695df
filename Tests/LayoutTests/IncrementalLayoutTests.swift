import Foundation
import Layout
import Testing

/// After the first layout, changes reach the solver as edits, never as a rebuild.
@Suite struct IncrementalLayoutTests {
    @Test func activationAndDeactivationAreEdits() throws {
        let scene = Scene(width: 300, height: 300)
        let box = scene.root.addConstrainedSubview("box")
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        narrow.isActive = true
        try scene.layout()
        expectFrame(box.frame, 10, 10, 100, 50)
        let added = scene.statistics.constraintsAdded

        // UIKit's older spelling of deactivate and activate.
        scene.root.removeConstraint(narrow)
        scene.root.addConstraints([wide])
        try scene.layout()
        expectFrame(box.frame, 10, 10, 200, 50)
        #expect(scene.statistics.rebuilds == 1)
        #expect(scene.statistics.constraintsAdded == added + 1)
        #expect(scene.statistics.constraintsRemoved == 1)

        // Nothing changed: nothing reaches the solver.
        try scene.layout()
        #expect(scene.statistics.constraintsAdded == added + 1)
        #expect(scene.statistics.constraintsRemoved == 1)
    }

    @Test func aThousandViewGridRotatesIncrementallyToTheFreshLayout() throws {
        let scene = Scene.grid(viewCount: 1000, width: 375, height: 667)
        try scene.layout()
        let added = scene.statistics.constraintsAdded
        scene.size = CGSize(width: 667, height: 375)
        try scene.layout()
        #expect(scene.statistics.rebuilds == 1)
        #expect(scene.statistics.constraintsAdded == added, "the root's size changes by suggestion, not by constraints")
        let fresh = Scene.grid(viewCount: 1000, width: 667, height: 375)
        try fresh.layout()
        var worst: CGFloat = 0
        for (turned, new) in zip(scene.items, fresh.items) {
            worst = max(worst, abs(turned.frame.minX - new.frame.minX), abs(turned.frame.minY - new.frame.minY),
                        abs(turned.frame.width - new.frame.width), abs(turned.frame.height - new.frame.height))
        }
        #expect(worst < 1e-6)
        // Cells are (667 - 8 × 11) / 10 wide, half as tall.
        let cell = try #require(scene.item(named: "cell0"))
        expectFrame(cell.frame, 8, 8, 57.9, 28.95)
        let last = try #require(scene.item(named: "cell999"))
        expectClose(last.frame.maxX, 667 - 8)
        expectClose(last.frame.minY, 8 + 99 * (28.95 + 8))
    }

    @Test func changingALabelsTextResizesItIncrementally() throws {
        let scene = Scene(width: 320, height: 100)
        let label = Label(name: "title", text: "Hi", fontSize: 10)
        label.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 8),
        ])
        try scene.layout()
        expectFrame(label.frame, 8, 8, 12, 12)
        label.text = "Hello\nworld!"
        try scene.layout()
        expectFrame(label.frame, 8, 8, 36, 24)
        #expect(scene.statistics.rebuilds == 1)
    }

    @Test func layoutDirectionFlipsLeadingAndTrailing() throws {
        let scene = Scene(width: 320, height: 100)
        let box = scene.root.addConstrainedSubview("box")
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        try scene.layout()
        expectFrame(box.frame, 10, 0, 50, 50)
        scene.layoutDirection = .rightToLeft
        try scene.layout()
        expectFrame(box.frame, 260, 0, 50, 50)
        #expect(scene.statistics.rebuilds == 1)
        let fresh = Scene(width: 320, height: 100)
        fresh.layoutDirection = .rightToLeft
        #expect(fresh.layoutDirection == .rightToLeft)
    }

    @Test func removingAViewDeactivatesItsConstraintsWithTheOutside() throws {
        let scene = Scene(width: 320, height: 100)
        let card = scene.root.addConstrainedSubview("card")
        let icon = card.addConstrainedSubview("icon")
        let pin = card.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor)
        let inner = icon.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5)
        let across = icon.topAnchor.constraint(equalTo: scene.root.topAnchor)
        LayoutConstraint.activate([pin, inner, across])
        card.removeFromSuperview()
        #expect(!pin.isActive)
        #expect(!across.isActive)
        #expect(inner.isActive, "constraints inside the removed subtree stay")
        #expect(card.superview == nil)
        #expect(scene.root.subviews.isEmpty)
        try scene.layout()
        #expect(scene.items.count == 1)
    }

    @Test func addingAViewToAnotherSuperviewMovesIt() {
        let scene = Scene(width: 10, height: 10)
        let a = scene.root.addConstrainedSubview("a")
        let b = scene.root.addConstrainedSubview("b")
        b.addSubview(a)
        #expect(a.superview === b)
        #expect(scene.root.subviews.map(\.name) == ["b"])
        a.addSubview(b)
        #expect(b.superview === scene.root, "a view cannot go inside its own subview")
        a.addSubview(scene.root)
        #expect(scene.root.superview == nil)
        #expect(a.isDescendant(of: scene.root))
        #expect(a.scene === scene)
        #expect(View(name: "loose").scene == nil)
    }
}
