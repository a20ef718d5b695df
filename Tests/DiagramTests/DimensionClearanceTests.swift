import Diagram
import Foundation
import Layout
import Testing

/// A view "box" in `scene`'s root from x `from` to `to`, `top` down, and
/// the constraint that makes it `height` tall (its only size constraint,
/// so that its height is drawn as a bar, not said in words with a width).
func pinnedBox(in scene: Scene, from: CGFloat, to: CGFloat, top: CGFloat, height: CGFloat) -> LayoutConstraint {
    let box = View(name: "box")
    addToRoot([box], of: scene)
    let tall = box.heightAnchor.constraint(equalToConstant: height)
    LayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: from),
        box.trailingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: to),
        box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: top),
        tall,
    ])
    return tall
}

/// The x of the vertical dimension line of `constraint` (its stretch
/// longer than 50 pt), in scene coordinates.
func barX(_ list: DisplayList, _ constraint: LayoutConstraint) throws -> CGFloat {
    let origin = try rootOrigin(list)
    let bars = SpacingLaneTests().lines(constraint.relationDescription, in: list, origin: origin).vertical
    return try #require(bars.first { $0.to - $0.from > 50 }).at
}

/// Dimension lines kept off the sides of ghosts. Trust Wallet's conflict
/// drew the navigation bar's dashed "assumed 120" 4 pt beside the dashed
/// side of the outline where the broken constraint wanted the stack view:
/// two dashed lines that close read as one, and neither says whose it is.
@Suite struct GhostLaneTests {
    /// A box 30 pt wide (no lane inside it for its height) at x 100, and
    /// its height's bar, which goes 12 pt beyond its trailing edge.
    func tallNarrowBox() throws -> (scene: Scene, height: LayoutConstraint) {
        let scene = Scene(width: 300, height: 200)
        let height = pinnedBox(in: scene, from: 100, to: 130, top: 60, height: 60)
        try scene.layout()
        return (scene, height)
    }

    @Test func aDimensionLineKeepsOffAWantedFramesSide() throws {
        let (scene, height) = try tallNarrowBox()
        // Where nothing else is, the bar lies 12 pt beyond the box.
        try expectClose(barX(Diagram.displayList(for: scene), height), 142)
        // A wanted frame whose leading side is 2 pt beyond that lane: the
        // bar takes a lane 5 pt or more from each of its sides.
        var options = DiagramOptions()
        let wanted = CGRect(x: 144, y: 60, width: 30, height: 60)
        options.wantedFrames = [WantedFrame(frame: wanted, label: "where ② wants box", item: "box")]
        let x = try barX(Diagram.displayList(for: scene, options: options), height)
        #expect(abs(x - wanted.minX) >= 5 && abs(x - wanted.maxX) >= 5, "bar at \(x)")
    }

    /// A constraint's own ghost (an optional place that does not hold)
    /// keeps the marks drawn after it off its sides too.
    @Test func aDimensionLineKeepsOffAnEarlierGhostsSide() throws {
        let scene = Scene(width: 300, height: 240)
        let box = View(name: "box"), other = View(name: "other")
        addToRoot([box, other], of: scene)
        // The other view wants to start at x 100 and is held at 200 or
        // more: its ghost's top runs along y 144 from x 100 to 140, 2 pt
        // below the first lane under the 30-pt-tall box (y 142).
        let wants = other.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 100)
        wants.priority = .defaultLow
        let width = box.widthAnchor.constraint(equalToConstant: 60)
        LayoutConstraint.activate([
            other.leadingAnchor.constraint(greaterThanOrEqualTo: scene.root.leadingAnchor, constant: 200),
            wants,
            other.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 144),
            other.widthAnchor.constraint(equalToConstant: 40),
            other.heightAnchor.constraint(equalToConstant: 30),
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 100),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 100),
            box.bottomAnchor.constraint(equalTo: scene.root.topAnchor, constant: 130),
            width,
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let ghost = try #require(list.shapes.first { $0.role == .wanted(wants.relationDescription) }, "the ghost is drawn")
        let origin = try rootOrigin(list)
        expectClose(ghost.path.bounds.minY - origin.y, 144)
        let bars = SpacingLaneTests().lines(width.relationDescription, in: list, origin: origin).horizontal
        let y = try #require(bars.first { $0.to - $0.from > 50 }).at
        #expect(abs(y - 144) >= 5, "bar at \(y)")
    }
}

/// A dimension line kept 10 pt from an alignment beside it. Sunghong's
/// pomodoro drew an image view's height 8 pt beside the centre line that
/// centres it: two unlabelled lines through a small view, read as one
/// doubled line.
@Suite struct AlignmentClearanceTests {
    @Test func aSizesLineKeepsTenPointsFromACentreLineBesideIt() throws {
        let scene = Scene(width: 300, height: 300)
        let height = pinnedBox(in: scene, from: 100, to: 200, top: 50, height: 100)
        let box = try #require(height.firstItem as? View)
        box.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor).isActive = true
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        // The centre line runs down x 150; of the inside lanes 14 pt apart
        // from 14 pt inside the trailing edge (186, 172, 158, 144), 186 has
        // no room for "= 100" (on it, it would cross the box's edge; left
        // of it, the centre line), 158 and 144 lie within 10 pt of the
        // centre line: the line takes 172, its figure on it, as the placer
        // sets a figure on a line long enough to carry it. (It went
        // outside, 12 pt beyond the box, while only a horizontal line's
        // figure on it counted as room.)
        let x = try barX(list, height)
        #expect(abs(x - 150) >= 10, "bar at \(x)")
        expectClose(x, 172)
        let figure = try #require(label(list, height.relationDescription)).box
        expectClose(figure.midX - (try rootOrigin(list)).x, 172)
    }
}
