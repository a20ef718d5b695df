@testable import Diagram
import Foundation
import Layout
import Testing

/// A constraint's label keeps off the outlines of views the constraint does
/// not name, where a spot close to its mark is clear of them; it may lie
/// across the outlines of the views it spaces.
@Suite struct LabelOffOutlinesTests {
    /// A box pinned 100 pt from the root's leading edge, its I-bar's "100"
    /// centred on the line; with `strip`, a narrow view the constraint does
    /// not name standing across that spot. And a second box 4 pt after the
    /// first, whose "4" is wider than the gap it measures.
    func scene(strip: Bool) throws -> (DisplayList, strip: CGRect?) {
        let scene = Scene(width: 400, height: 300)
        let (box, next, other) = (View(name: "box"), View(name: "next"), View(name: "strip"))
        addToRoot([box, next] + (strip ? [other] : []), of: scene)
        var constraints = [
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 100),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 100),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 50),
            next.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 4),
            next.topAnchor.constraint(equalTo: box.topAnchor),
            next.widthAnchor.constraint(equalToConstant: 100), next.heightAnchor.constraint(equalToConstant: 50),
        ]
        if strip {
            constraints += [other.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 55),
                            other.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 50),
                            other.widthAnchor.constraint(equalToConstant: 40), other.heightAnchor.constraint(equalToConstant: 200)]
        }
        LayoutConstraint.activate(constraints)
        try scene.layout()
        var options = DiagramOptions()
        options.annotations = .focus(["box", "next"])
        let list = try Diagram.displayList(for: scene, options: options)
        let drawn = list.shapes.first { $0.role == .view("strip") }?.path.bounds
        return (list, drawn)
    }

    @Test func aLabelMovesOffAnUnrelatedOutlineToASpotCloseToItsMark() throws {
        let (plain, _) = try scene(strip: false)
        let alone = try #require(label(plain, "box.leading == root.leading + 100"))
        let bar = try #require(marks(plain, "box.leading == root.leading + 100").first).path.bounds
        // Alone, the "100" interrupts its I-bar at its middle.
        expectClose(alone.box.midX, bar.midX)
        expectClose(alone.box.midY, bar.midY)

        let (list, stripFrame) = try scene(strip: true)
        let strip = try #require(stripFrame)
        let moved = try #require(label(list, "box.leading == root.leading + 100"))
        #expect(crossesOutline(alone.box, strip), "the strip stands across the label's first spot")
        #expect(!crossesOutline(moved.box, strip), "\(moved.box) across the strip \(strip)")
        // Close to its mark: within two label heights of the I-bar.
        let nearest = CGPoint(x: min(max(bar.midX, moved.box.minX), moved.box.maxX), y: min(max(bar.midY, moved.box.minY), moved.box.maxY))
        #expect(hypot(nearest.x - bar.midX, nearest.y - bar.midY) < 3 * moved.box.height, "\(moved.box) far from \(bar)")
    }

    /// A cell's label pinned to its margins: "topMargin" and "bottomMargin"
    /// centred on their lines lay across the root's heavy outline, the
    /// picture's frame, though the root is named by their constraints (an
    /// image's 1.67-pt spacing to a cell's bottom, its "1.67" struck by
    /// that edge); each keeps off it, where the scene leaves room.
    @Test func noLabelLiesAcrossTheRootsOutline() throws {
        let scene = Scene(width: 320, height: 44)
        let text = Label(name: "text", text: "Label", fontSize: 17)
        addToRoot([text], of: scene)
        let root = scene.root
        LayoutConstraint.activate(try [(LayoutConstraint.Attribute.leading, LayoutConstraint.Attribute.leadingMargin),
                                       (.trailing, .trailingMargin), (.top, .topMargin), (.bottom, .bottomMargin)].map {
            try LayoutConstraint(item: text, attribute: $0.0, relatedBy: .equal, toItem: root, attribute: $0.1, multiplier: 1, constant: 0)
        })
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let frame = try #require(list.rootFrame)
        let labels = list.texts.filter { if case .constraintLabel = $0.role { true } else { false } }
        #expect(labels.count == 4)
        for label in labels {
            #expect(!crossesOutline(label.box.insetBy(dx: 0.5, dy: 0.5), frame), "\(label.text) \(label.box) across \(frame)")
        }
    }

    @Test func aLabelMayLieAcrossTheOutlinesOfTheViewsItSpaces() throws {
        let (list, _) = try scene(strip: true)
        let gap = try #require(label(list, "next.leading == box.trailing + 4"))
        let bar = try #require(marks(list, "next.leading == box.trailing + 4").first).path.bounds
        let box = try #require(list.shapes.first { $0.role == .view("box") }).path.bounds
        let next = try #require(list.shapes.first { $0.role == .view("next") }).path.bounds
        // The "4" is wider than its 4-pt gap, so it lies across the box's
        // trailing edge or next's leading one, and stays by its I-bar.
        #expect(gap.box.width > 4)
        #expect(crossesOutline(gap.box, box) || crossesOutline(gap.box, next), "\(gap.box) off \(box) and \(next)")
        #expect(abs(gap.box.midX - bar.midX) < gap.box.width, "\(gap.box) moved away from its I-bar \(bar)")
    }

    /// A height drawn inside its view (Rio's level-up stack: a 300-pt
    /// button with its centre line across the middle of the bar): its label
    /// keeps inside the view rather than straddle the edge it measures to.
    @Test func aDimensionInsideItsViewKeepsItsLabelOffThatViewsEdges() throws {
        let scene = Scene(width: 400, height: 400)
        let box = View(name: "box")
        addToRoot([box], of: scene)
        LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: scene.root.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 120), box.heightAnchor.constraint(equalToConstant: 300),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let frame = try #require(list.shapes.first { $0.role == .view("box") }).path.bounds
        let bar = try #require(marks(list, "box.height == 300").first).path.bounds
        let height = try #require(label(list, "box.height == 300"))
        // The bar runs 14 pt inside the trailing edge; the centre line
        // crosses its middle, so the "= 300" sits beside it, on the inside.
        expectClose(bar.midX, frame.maxX - 14)
        #expect(!crossesOutline(height.box, frame), "\(height.box) across \(frame)")
        #expect(frame.encloses(height.box), "\(height.box) outside \(frame)")
        #expect(height.box.maxX < bar.midX && bar.midX - height.box.maxX < 6, "\(height.box) beside \(bar)")
    }
}
