import Foundation
import Layout

extension Shape {
    /// The outline this shape draws in `rect`: the view's own outline, and
    /// every stand-in for it (a ghost where it may lie, its stored frame, the
    /// part of it past its superview), so that a rounded field's ghost has
    /// the field's corners.
    func path(in rect: CGRect) -> DiagramPath {
        switch self {
        case .rectangle: .rectangle(rect)
        case .oval: .oval(in: rect)
        case .roundedRectangle(let radius): .roundedRectangle(rect, radius: radius)
        }
    }

    /// The shape drawn `distance` inside this one's outline: a rounded
    /// rectangle's corners tighter by as much, so that its outline keeps to
    /// the same curve.
    func inset(by distance: CGFloat) -> Shape {
        guard case .roundedRectangle(let radius) = self else { return self }
        return .roundedRectangle(cornerRadius: max(0, radius - distance))
    }
}

extension DiagramPath.Element {
    /// The point a cubic Bézier from `start` through this curve's control
    /// points reaches at `t` (0...1); the end point for any other element.
    func point(from start: CGPoint, at t: CGFloat) -> CGPoint {
        guard case .curve(let c1, let c2, let end) = self else {
            switch self {
            case .move(let point), .line(let point): return point
            default: return start
            }
        }
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * end.x, y: a * start.y + b * c1.y + c * c2.y + d * end.y)
    }
}

