import Foundation
import Layout

/// The drawing of one constraint (or of a reference size) before its label
/// is placed: the lines, how they are stroked, and where the label belongs.
struct ConstraintMark {
    /// How the label may sit around the anchor.
    enum Orientation {
        /// A horizontal bar or line: the label goes above or below.
        case horizontal
        /// A vertical one: the label goes beside it.
        case vertical
    }

    var lines: [DiagramPath]
    var stroke: StrokeStyle
    /// The label text; nil for an unlabelled alignment.
    var label: String?
    var labelColor: Color
    /// The point the label is placed around (the bar's middle).
    var anchor: CGPoint
    var orientation: Orientation
    var role: DisplayRole
    var labelRole: DisplayRole
    /// Size, spacing or alignment, for ``DiagramOptions/markKinds``.
    var kind: MarkKinds = .sizes

    /// An I-bar from `start` to `end` (along x when `horizontal`, else along
    /// y) with end caps reaching `cap` to each side.
    static func iBar(from start: CGPoint, to end: CGPoint, horizontal: Bool, cap: CGFloat) -> [DiagramPath] {
        var paths = [DiagramPath.polyline([start, end])]
        for point in [start, end] {
            paths.append(horizontal
                ? .polyline([CGPoint(x: point.x, y: point.y - cap), CGPoint(x: point.x, y: point.y + cap)])
                : .polyline([CGPoint(x: point.x - cap, y: point.y), CGPoint(x: point.x + cap, y: point.y)]))
        }
        return paths
    }
}
