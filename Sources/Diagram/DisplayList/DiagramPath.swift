import Foundation

/// An outline in diagram coordinates (points, origin top-left, y down):
/// straight segments and cubic Béziers, as every canvas can draw them.
public struct DiagramPath: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        /// A cubic Bézier through two control points to the end point.
        case curve(CGPoint, CGPoint, CGPoint)
        case close
    }

    /// The steps, in order.
    public var elements: [Element]
    /// Whether fills and clips use the even-odd rule (a rectangle with a hole)
    /// rather than non-zero winding.
    public var evenOdd: Bool

    /// A path of the given steps.
    public init(_ elements: [Element] = [], evenOdd: Bool = false) {
        self.elements = elements
        self.evenOdd = evenOdd
    }

    /// A closed rectangle, clockwise from the top-left corner.
    public static func rectangle(_ rect: CGRect) -> DiagramPath {
        DiagramPath([
            .move(CGPoint(x: rect.minX, y: rect.minY)), .line(CGPoint(x: rect.maxX, y: rect.minY)),
            .line(CGPoint(x: rect.maxX, y: rect.maxY)), .line(CGPoint(x: rect.minX, y: rect.maxY)), .close,
        ])
    }

    /// The ellipse inscribed in `rect`, as four Bézier quarters.
    public static func oval(in rect: CGRect) -> DiagramPath {
        // 0.5523 is the control distance that makes a Bézier quarter hug a circle.
        let k = 0.552_284_749_8
        let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
        return DiagramPath([
            .move(CGPoint(x: cx + rx, y: cy)),
            .curve(CGPoint(x: cx + rx, y: cy + k * ry), CGPoint(x: cx + k * rx, y: cy + ry), CGPoint(x: cx, y: cy + ry)),
            .curve(CGPoint(x: cx - k * rx, y: cy + ry), CGPoint(x: cx - rx, y: cy + k * ry), CGPoint(x: cx - rx, y: cy)),
            .curve(CGPoint(x: cx - rx, y: cy - k * ry), CGPoint(x: cx - k * rx, y: cy - ry), CGPoint(x: cx, y: cy - ry)),
            .curve(CGPoint(x: cx + k * rx, y: cy - ry), CGPoint(x: cx + rx, y: cy - k * ry), CGPoint(x: cx + rx, y: cy)),
            .close,
        ])
    }

    /// A rectangle whose corners are quarter circles of `radius` (clamped to
    /// half the shorter side).
    public static func roundedRectangle(_ rect: CGRect, radius: CGFloat) -> DiagramPath {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        guard r > 0 else { return rectangle(rect) }
        let k = 0.552_284_749_8 * r
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        return DiagramPath([
            .move(CGPoint(x: x0 + r, y: y0)), .line(CGPoint(x: x1 - r, y: y0)),
            .curve(CGPoint(x: x1 - r + k, y: y0), CGPoint(x: x1, y: y0 + r - k), CGPoint(x: x1, y: y0 + r)),
            .line(CGPoint(x: x1, y: y1 - r)),
            .curve(CGPoint(x: x1, y: y1 - r + k), CGPoint(x: x1 - r + k, y: y1), CGPoint(x: x1 - r, y: y1)),
            .line(CGPoint(x: x0 + r, y: y1)),
            .curve(CGPoint(x: x0 + r - k, y: y1), CGPoint(x: x0, y: y1 - r + k), CGPoint(x: x0, y: y1 - r)),
            .line(CGPoint(x: x0, y: y0 + r)),
            .curve(CGPoint(x: x0, y: y0 + r - k), CGPoint(x: x0 + r - k, y: y0), CGPoint(x: x0 + r, y: y0)),
            .close,
        ])
    }

    /// An open polyline through `points`.
    public static func polyline(_ points: [CGPoint]) -> DiagramPath {
        guard let first = points.first else { return DiagramPath() }
        // One allocation: every I-bar and leader is a polyline.
        var elements: [Element] = []
        elements.reserveCapacity(points.count)
        elements.append(.move(first))
        for point in points.dropFirst() { elements.append(.line(point)) }
        return DiagramPath(elements)
    }

    /// Everything outside `hole` within `outer`: an even-odd region.
    public static func ring(outer: CGRect, hole: CGRect) -> DiagramPath {
        DiagramPath(rectangle(outer).elements + rectangle(hole).elements, evenOdd: true)
    }

    /// The smallest rectangle holding every point of the path (control points
    /// included); `.null` for a path with no points.
    public var bounds: CGRect {
        // Kept to plain comparisons: the display list asks every item's
        // bounds, and `CGRect.union` standardises both rectangles per point.
        var (minX, minY) = (CGFloat.infinity, CGFloat.infinity)
        var (maxX, maxY) = (-CGFloat.infinity, -CGFloat.infinity)
        var any = false
        func take(_ p: CGPoint) {
            any = true
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): take(p)
            case .curve(let a, let b, let c): take(a); take(b); take(c)
            case .close: break
            }
        }
        guard any else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The same path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> DiagramPath {
        func move(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
        return DiagramPath(elements.map { element in
            switch element {
            case .move(let p): .move(move(p))
            case .line(let p): .line(move(p))
            case .curve(let a, let b, let c): .curve(move(a), move(b), move(c))
            case .close: .close
            }
        }, evenOdd: evenOdd)
    }
}
