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
    /// A shorter label for when the full one does not fit on the mark's
    /// line (`width` for `width = 60.83`).
    var shortLabel: String?
    /// Whether the mark stands outside its item (a dimension on extension
    /// lines): its label then goes beside it in full.
    var outside = false
    /// Whether the constraint is optional and does not hold: in a dense
    /// scene such marks are counted under the picture, not labelled.
    var unsatisfied = false
    /// Whether the constraint holds but is one of a conflicting set (not
    /// the broken one): its label, like a satisfied constraint's, is left
    /// out and counted where it has no room near its mark.
    var inConflict = false
    /// Whether the constraint is the one broken to resolve a conflict: its
    /// label, with no room near its mark, is said under the picture rather
    /// than led from across it.
    var broken = false
    var labelColor: Color
    /// The point the label is placed around (the bar's middle).
    var anchor: CGPoint
    var orientation: Orientation
    var role: DisplayRole
    var labelRole: DisplayRole
    /// Size, spacing or alignment, for ``DiagramOptions/markKinds``.
    var kind: MarkKinds = .sizes
    /// The constraint's equation, priority and status, for an SVG `<title>`.
    var title: String?
    /// For a size whose line found no clear lane (it runs into another
    /// view, mark or text), the same size said in words ("width = 97") and
    /// the item's frame: where the words find room inside the item, they
    /// are drawn there with no line (`Annotation`), else the line and its
    /// label are.
    var alone: (label: String, frame: CGRect)?
    /// For one of the two bars of a small view's fixed size (``FixedSizes``):
    /// the view, its name and frame, the words that say both bars
    /// (`30 × 30`) and the title they carry (both constraints'). Where the
    /// words are said inside the view, after its name drawn outside it, or
    /// just beside it, neither bar is drawn.
    var together: TogetherWords?
    /// The words a small view's two fixed-size bars may be said in as one (``together``).
    typealias TogetherWords = (item: ObjectIdentifier, name: String, frame: CGRect, label: String, title: String)
    /// The length of the mark's main line: a label fits on it when shorter.
    var along: CGFloat = 0
    /// The constraint drawn (nil for a reference size), for the level of detail.
    var constraint: ObjectIdentifier?
    /// The views the constraint names (a guide's owner for a guide): its
    /// label may lie across their outlines, which bound what it measures,
    /// and keeps off other views' where it can.
    var relatedViews: [ObjectIdentifier] = []
    /// For words with no line said beside a view of no height (its
    /// `height = 0`): the view's span, along which their leader may start
    /// where one from its middle would cross another leader or strike a
    /// label, as a name's may along its view's top edge.
    var edge: ClosedRange<CGFloat>?
    /// Whether a size or spacing mark runs through a name or text: it found
    /// no lane clear of text. (An alignment's place is fixed: it is cut
    /// around text, which does not count.)
    var crossesText = false

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

    /// A dimension line from `start` to `end` with an open arrowhead at each
    /// end pointing at the edge it measures to, as technical drawings do:
    /// arrowheads read as "from here to there" where end caps read as edges.
    static func dimensionLine(from start: CGPoint, to end: CGPoint, horizontal: Bool, arrow: CGFloat) -> [DiagramPath] {
        let length = horizontal ? end.x - start.x : end.y - start.y
        let reach = min(arrow * 1.5, abs(length) / 3)
        func head(_ tip: CGPoint, _ direction: CGFloat) -> DiagramPath {
            horizontal
                ? .polyline([CGPoint(x: tip.x + direction * reach, y: tip.y - arrow * 0.8), tip,
                             CGPoint(x: tip.x + direction * reach, y: tip.y + arrow * 0.8)])
                : .polyline([CGPoint(x: tip.x - arrow * 0.8, y: tip.y + direction * reach), tip,
                             CGPoint(x: tip.x + arrow * 0.8, y: tip.y + direction * reach)])
        }
        return [.polyline([start, end]), head(start, 1), head(end, -1)]
    }
}
