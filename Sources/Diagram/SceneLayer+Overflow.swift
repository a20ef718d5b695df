import Foundation
import Layout

// What reaches past a superview, judged by `View.overflowPastSuperview`:
// what a screen would cut off is an overflow (faded, outlined in the
// overflow colour, noted); what a scroll view scrolls to is scroll content
// (faded, outlined and noted in grey); what a baseline row lets stick out,
// as UIKit lays it out, is left as it is.
extension SceneLayer {
    /// How far past its superview a view may reach before it counts as
    /// overflowing: solved frames carry rounding in the last bits.
    static let overflowTolerance: CGFloat = 0.01

    /// Every view's overflow and scroll content; then how far the
    /// root's content runs past each edge of the root (one note a side, not
    /// one per view: a landscape scene can push a whole grid out).
    mutating func drawOverflow() {
        let views = scene.items.compactMap { $0 as? View }.filter { $0 !== scene.root && !$0.frame.isEmpty }
        var rootContent = scene.root.frame, rootScrolled = scene.root.frame
        // Views that stick out of the same superview by the same amount
        // share one note ("5 views: 115 pt outside Row"), not five alike.
        var outside: [(view: View, superview: View, amount: String)] = []
        for view in views {
            guard let superview = view.superview, let reach = view.overflowPastSuperview else { continue }
            // A view faded out of a focus (`fadedItems`) keeps its faded
            // overflow but no note: "fromView: 1 pt outside
            // ThirdContainerView" under a picture focused on LeftView is
            // about what the picture asks the reader to look past.
            let faded = options.fadedItems.contains(view.name)
            func outlined(_ color: Color) -> Color { faded ? color.withAlphaComponent(0.3) : color }
            if reach.largestCut > Self.overflowTolerance {
                fadeOutside(view, of: superview, color: outlined(style.overflowColor), role: .overflow(view.name))
                if superview === scene.root {
                    rootContent = rootContent.union(view.frame)
                } else if !faded {
                    outside.append((view, superview, ConstraintLabelText.number(reach.largestCut)))
                }
            } else if reach.largestScrolled > Self.overflowTolerance {
                fadeOutside(view, of: superview, color: outlined(style.guideColor), role: .scrollContent(view.name))
                // A scrolling root's content (a table controller's cells
                // below the screen) gets one note a side, below.
                if superview === scene.root { rootScrolled = rootScrolled.union(view.frame) }
                guard !faded, superview !== scene.root else { continue }
                let sides = [(reach.scrolledBottom, "bottom"), (reach.scrolledRight, "right")]
                    .filter { $0.0 > Self.overflowTolerance }
                    .map { "\(ConstraintLabelText.number($0.0)) pt past the \($0.1)" }
                note("\(view.name): scroll content, \(sides.joined(separator: " and ")) edge\(sides.count > 1 ? "s" : "") of \(superview.name)",
                     at: CGPoint(x: view.frame.midX, y: view.frame.maxY), color: style.guideColor, role: .scrollContent(view.name),
                     edge: view.frame.horizontalSpan)
            }
            // What a baseline row lets stick out (`reach.largestByBaseline`)
            // is how UIKit lays such rows out: drawn as it is, not noted.
        }
        noteOutside(outside)
        noteReachPastRoot(rootContent, as: "overflow", color: style.overflowColor, role: .overflow(scene.root.name))
        // Scrolled to only past the right and bottom edges (see `overflowPastSuperview`).
        noteReachPastRoot(rootScrolled, as: "scroll content", color: style.guideColor, role: .scrollContent(scene.root.name))
    }

    /// One note a side for how far `content` reaches past the root:
    /// "overflow: 115 pt below the bottom of the root".
    private mutating func noteReachPastRoot(_ content: CGRect, as kind: String, color: Color, role: DisplayRole) {
        let root = scene.root.frame
        let past = root.overflow(of: content)
        let sides: [(CGFloat, String, CGPoint)] = [
            (past.bottom, "below the bottom", CGPoint(x: root.midX, y: content.maxY)),
            (past.right, "past the right edge", CGPoint(x: content.maxX, y: root.midY)),
            (past.top, "above the top", CGPoint(x: root.midX, y: content.minY)),
            (past.left, "past the left edge", CGPoint(x: content.minX, y: root.midY)),
        ]
        for (amount, side, anchor) in sides where amount > 0.5 {
            note("\(kind): \(ConstraintLabelText.number(amount)) pt \(side) of the root", at: anchor, color: color, role: role)
        }
    }

    /// One note per view outside its superview, or one for all the views
    /// outside the same superview by the same amount, under them all.
    private mutating func noteOutside(_ outside: [(view: View, superview: View, amount: String)]) {
        var groups: [[(view: View, superview: View, amount: String)]] = []
        for entry in outside {
            if let index = groups.firstIndex(where: { $0[0].superview === entry.superview && $0[0].amount == entry.amount }) {
                groups[index].append(entry)
            } else {
                groups.append([entry])
            }
        }
        for group in groups {
            let first = group[0]
            let frame = group.dropFirst().reduce(first.view.frame) { $0.union($1.view.frame) }
            // Two are named ("fromView and toView"), more counted.
            let subject = switch group.count {
            case 1: first.view.name
            case 2: "\(first.view.name) and \(group[1].view.name)"
            default: "\(group.count) views"
            }
            note("\(subject): \(first.amount) pt outside \(first.superview.name)", at: CGPoint(x: frame.midX, y: frame.maxY),
                 color: style.overflowColor, role: .overflow(first.view.name), edge: frame.horizontalSpan)
        }
    }

    /// The part of `view` outside `superview`, faded to a ghost of itself
    /// and outlined, dashed, in `color`: no hatching, which over a large
    /// area shimmers (moiré) and hides the marks.
    private mutating func fadeOutside(_ view: View, of superview: View, color: Color, role: DisplayRole) {
        let bounds = superview.frame
        let clip = DiagramPath.ring(outer: bounds.union(view.frame).insetBy(dx: -2, dy: -2), hole: bounds)
        let fade = DisplayItem.shape(ShapeItem(path: view.shape.path(in: view.frame), fill: style.background.withAlphaComponent(0.72),
                                               stroke: nil, role: role))
        // The outline stops short of text, as a ghost's does.
        let outline = outlineAroundText(view.shape.inset(by: 0.75).path(in: view.frame.insetBy(dx: 0.75, dy: 0.75))).map { path in
            DisplayItem.shape(ShapeItem(path: path, fill: nil, stroke: StrokeStyle(color: color, width: 1.5, dash: [4, 3]),
                                        role: role))
        }
        shapes.append(.clipped(ClipItem(clip: clip, items: [fade] + outline)))
    }

    private mutating func note(_ text: String, at anchor: CGPoint, color: Color, role: DisplayRole,
                               edge: ClosedRange<CGFloat>? = nil)
    {
        notes.append(Note(text: text, color: color.withAlphaComponent(1), anchor: anchor, role: role, fontSize: style.annotationSize,
                          edge: edge))
    }
}
