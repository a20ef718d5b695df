import Foundation

// A name drawn where the dead area's or a guide's hatching shows through
// (a clear view under the status bar, a root's name in its top corner)
// had the hatch's lines run between its letters. Whether the hatching
// shows is asked along the middle of the name's box: it does where a
// hatched region holds the point and no view filled after it covers it.
extension SceneLayer {
    /// Whether `item`, a name or (`content`) a view's text, is to be
    /// plated for hatching showing under it (``addText(_:content:)``): a
    /// name always, a text where its plate, 2 pt wider either side, meets
    /// no view's outline (a label's words flush with its side).
    func needsPlate(_ item: TextItem, content: Bool) -> Bool {
        item.background == nil && isOverHatching(item.box)
            && (!content || !viewOutlines.edges.intersectsAny(item.box.insetBy(dx: -2, dy: 0)))
    }

    /// Plates the names and texts set before a hatch drawn over their
    /// place, once every view and guide is drawn: a guide is hatched after
    /// the view that holds it, whose name in its top corner then had the
    /// hatch's lines between its letters (the dead-area figure's "slider",
    /// under its hatched margins).
    mutating func plateTextsUnderLaterHatching() {
        for index in texts.indices where needsPlate(texts[index], content: contentTexts.contains(texts[index].box)) {
            texts[index].background = style.labelPlate
        }
    }

    /// Whether hatching shows through any part of `box`, sampled at five
    /// points along its middle.
    func isOverHatching(_ box: CGRect) -> Bool {
        guard !hatchedAreas.isEmpty else { return false }
        return (0..<5).contains { step in
            isHatched(CGPoint(x: box.minX + box.width * (0.1 + 0.2 * CGFloat(step)), y: box.midY))
        }
    }

    /// Whether `point` lies in a hatched region drawn after every fill
    /// that holds it.
    private func isHatched(_ point: CGPoint) -> Bool {
        hatchedAreas.contains { area in
            Self.holds(area.outer, point) && !(area.hole.map { Self.holds($0, point) } ?? false)
                && !fillsDrawn[area.coveredFrom...].contains { Self.holds($0, point) }
        }
    }

    /// Whether `point` lies strictly inside `rect`, compared edge by edge
    /// (as every rectangle test here is: Foundation's differ on Linux).
    private static func holds(_ rect: CGRect, _ point: CGPoint) -> Bool {
        point.x > rect.minX && point.x < rect.maxX && point.y > rect.minY && point.y < rect.maxY
    }
}
