import Foundation
import Layout

/// The outline of a ghost (where an unsatisfied or broken constraint wanted
/// its item), cut where it would reach far past the scene.
///
/// A size wanted far beyond the scene (1366 pt in a 393 pt window) would
/// otherwise widen the picture to show mostly empty ghost; the label already
/// says how much was wanted, so the outline only needs to show the direction.
/// A cut side is drawn as a break line (a straight edge with a zigzag in its
/// middle), the drafting sign for "continues beyond what is drawn".
struct GhostOutline {
    /// How far past the area the outline may reach before it is cut: half
    /// the area's size along that axis, and never less than 48 pt. A ghost
    /// that runs a little past the scene (300 pt wanted where 201 fit) is
    /// drawn whole, because its size is the lesson.
    static func reach(_ length: CGFloat) -> CGFloat { max(48, length / 2) }
    /// Half the zigzag's length along its edge, and how far it swings out.
    static let zigzag: (half: CGFloat, swing: CGFloat) = (6, 6)

    /// The part of the outline that is drawn. (There is no outline when too
    /// little of it lies within reach to show anything: a position wanted
    /// far away, which its label says.)
    let drawn: CGRect
    /// The path: the item's shape when nothing is cut, otherwise a rectangle
    /// with break lines on its cut sides.
    let path: DiagramPath

    /// The outline of `frame`, kept within `area` grown by its `reach` on
    /// every side, in the item's `shape` where it is drawn whole.
    init?(frame: CGRect, area: CGRect, shape: Shape = .rectangle) {
        // Edges compared one by one, as in RectEdges.swift: Foundation's
        // rectangle tests on Linux are not exact with fractional coordinates.
        let (dx, dy) = (Self.reach(area.width), Self.reach(area.height))
        let limit = (minX: area.minX - dx, minY: area.minY - dy, maxX: area.maxX + dx, maxY: area.maxY + dy)
        let cut = (left: frame.minX < limit.minX, top: frame.minY < limit.minY,
                   right: frame.maxX > limit.maxX, bottom: frame.maxY > limit.maxY)
        guard cut.left || cut.top || cut.right || cut.bottom else {
            // Whole, even when it is a line (a view 0 pt wide moved).
            drawn = frame
            path = shape.path(in: frame)
            return
        }
        let minX = max(frame.minX, limit.minX), maxX = min(frame.maxX, limit.maxX)
        let minY = max(frame.minY, limit.minY), maxY = min(frame.maxY, limit.maxY)
        // What is left within reach must hold a break line.
        guard maxX - minX >= 2 * Self.zigzag.half + 4, maxY - minY >= 2 * Self.zigzag.half + 4 else { return nil }
        drawn = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY),
        ]
        // Clockwise from the top-left corner: top, right, bottom, left.
        let sidesCut = [cut.top, cut.right, cut.bottom, cut.left]
        var elements: [DiagramPath.Element] = [.move(corners[0])]
        for side in 0..<4 {
            let from = corners[side], to = corners[(side + 1) % 4]
            if sidesCut[side] { elements += Self.breakLine(from: from, to: to) }
            elements.append(.line(to))
        }
        elements.append(.close)
        path = DiagramPath(elements)
    }

    /// The zigzag in the middle of the edge from `from` to `to` (the
    /// straight parts are the lines before and after it).
    private static func breakLine(from: CGPoint, to: CGPoint) -> [DiagramPath.Element] {
        let length = hypot(to.x - from.x, to.y - from.y)
        let (ux, uy) = ((to.x - from.x) / length, (to.y - from.y) / length)
        let middle = CGPoint(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
        func at(_ along: CGFloat, _ across: CGFloat) -> CGPoint {
            CGPoint(x: middle.x + ux * along - uy * across, y: middle.y + uy * along + ux * across)
        }
        let (half, swing) = zigzag
        return [.line(at(-half, 0)), .line(at(-half / 3, swing)), .line(at(half / 3, -swing)), .line(at(half, 0))]
    }
}
