@testable import Diagram
import Foundation
import Layout
import Testing

/// Dashed outlines drawn over the scene (an ambiguous view's ghosts, the
/// ghost of where an unmet constraint wanted its view, what overflows its
/// superview) stop 2 pt short of any text they cross, as a hidden view's
/// outline does: texts are drawn above them without a plate, and a dashed
/// edge ran through a button's title and a field's placeholder.
@Suite struct OutlinesAroundTextTests {
    /// A label whose text runs from x 100 to past x 180, 20 pt down.
    func titled(_ scene: Scene) -> Label {
        let title = Label(name: "title", text: "Title across", fontSize: 17)
        pin([(title, CGRect(x: 100, y: 20, width: 190, height: 24))], in: scene)
        return title
    }

    func textBox(_ list: DisplayList) throws -> CGRect {
        try #require(list.texts.first { $0.text == "Title across" }).box
    }

    func shapes(_ list: DisplayList, _ role: DisplayRole) -> [ShapeItem] {
        list.flattened.compactMap { if case .shape(let shape) = $0, shape.role == role { shape } else { nil } }
    }

    func expectClear(_ shapes: [ShapeItem], of text: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        for shape in shapes {
            #expect(shape.path.bounds.intersection(text.insetBy(dx: -1.9, dy: -1.9)).isNull,
                    "\(shape.path.bounds) through the text \(text)", sourceLocation: sourceLocation)
        }
    }

    @Test func anAmbiguousViewsGhostStopsShortOfText() throws {
        // x anywhere in 10...130: a ghost at each end, the right one's
        // leading side at x 130, through the title's text.
        let scene = try ambiguousInX(View(name: "box"), titled: true)
        let list = try Diagram.displayList(for: scene)
        let text = try textBox(list)
        let ghosts = shapes(list, .ambiguityGhost("box")).filter { !$0.isLeader }
        #expect(ghosts.count > 4, "a ghost's sides, one cut in two")
        #expect(ghosts.allSatisfy { $0.stroke?.color == Style.standard.ambiguous && $0.stroke?.isDashed == true })
        expectClear(ghosts, of: text)
        let origin = try rootOrigin(list)
        let xs = Set(ghosts.flatMap { [$0.path.bounds.minX - origin.x, $0.path.bounds.maxX - origin.x] }.map { $0.rounded() })
        #expect(xs.contains(130) && xs.contains(210), "\(xs.sorted())")
    }

    @Test func theGhostOfAWantedSizeStopsShortOfText() throws {
        let scene = Scene(width: 300, height: 200)
        _ = titled(scene)
        let bar = View(name: "bar")
        add([bar], to: scene.root)
        // Wants 240 wide, gets 80: its ghost's top, at y 30, runs across
        // the title's text.
        let wish = bar.widthAnchor.constraint(equalToConstant: 240)
        wish.priority = LayoutPriority(750)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            bar.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 30),
            bar.heightAnchor.constraint(equalToConstant: 60),
            bar.widthAnchor.constraint(lessThanOrEqualToConstant: 80),
            wish,
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let text = try textBox(list)
        let ghost = shapes(list, .wanted(wish.relationDescription))
        #expect(ghost.count > 1, "the ghost in pieces")
        expectClear(ghost, of: text)
        let origin = try rootOrigin(list)
        let span = ghost.map(\.path.bounds).reduce(CGRect.null) { $0.union($1) }.offsetBy(dx: -origin.x, dy: -origin.y)
        expectClose(span.minX, 20); expectClose(span.maxX, 260)
        expectClose(span.minY, 30); expectClose(span.maxY, 90)
    }

    @Test func anOverflowsOutlineStopsShortOfText() throws {
        let scene = Scene(width: 300, height: 200)
        _ = titled(scene)
        let (box, out) = (View(name: "box"), View(name: "out"))
        nest(out, in: box, of: scene)
        // Out sticks 100 pt out of box's right side; its outline's right
        // side, at x 180, crosses the title's text.
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 60), box.heightAnchor.constraint(equalToConstant: 60),
            out.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 20),
            out.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
            out.widthAnchor.constraint(equalToConstant: 140), out.heightAnchor.constraint(equalToConstant: 40),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let text = try textBox(list)
        let outline = shapes(list, .overflow("out")).filter { $0.stroke != nil }
        #expect(outline.count > 4, "the outline's sides, one cut in two")
        expectClear(outline, of: text)
        #expect(list.texts.contains { $0.text == "out: 100 pt outside box" })
    }
}
