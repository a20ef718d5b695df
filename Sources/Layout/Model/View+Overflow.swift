import Foundation

/// How far a view reaches past its superview's frame, side by side, after
/// layout: what a screen would cut off, what a scroll view shows when
/// scrolled, and what a baseline row lets stick out by UIKit's design. The
/// diagram and `trellis check` both judge overflow by it.
public struct SuperviewOverflow: Equatable, Sendable {
    /// Points past each edge of the superview that nothing brings into view.
    public var left: CGFloat = 0, right: CGFloat = 0, top: CGFloat = 0, bottom: CGFloat = 0
    /// Points past a scroll view's right and bottom edges: content the
    /// scroll view shows by scrolling, which is what it is for.
    public var scrolledRight: CGFloat = 0, scrolledBottom: CGFloat = 0
    /// Points above a first-baseline row (below a last-baseline row): a
    /// horizontal stack aligned on baselines binds its top (bottom) to its
    /// first arranged view only, so a taller view sticks out of it, as
    /// UIKit lays it out and Xcode stores it (docs/interface-builder.md).
    public var baselineTop: CGFloat = 0, baselineBottom: CGFloat = 0

    /// No overflow: every distance zero.
    public init() {}

    /// The largest distance cut off, on any side.
    public var largestCut: CGFloat { max(left, right, top, bottom) }
    /// The largest distance reached by scrolling.
    public var largestScrolled: CGFloat { max(scrolledRight, scrolledBottom) }
    /// The largest distance a baseline row lets a view stick out.
    public var largestByBaseline: CGFloat { max(baselineTop, baselineBottom) }
}

extension View {
    /// The rectangle the view aligns by, in the coordinates of ``frame``:
    /// the frame less ``alignmentRectInsets`` (a switch's frame reaches
    /// 2 points further right than what its constraints place).
    public var alignmentFrame: CGRect {
        let insets = alignmentRectInsets
        return CGRect(x: frame.minX + insets.left, y: frame.minY + insets.top,
                      width: max(0, frame.width - insets.left - insets.right),
                      height: max(0, frame.height - insets.top - insets.bottom))
    }

    /// How far the view's alignment rectangle reaches past its superview's
    /// frame, nil for a view without a superview. The alignment rectangle,
    /// not the frame: what the frame adds around it (a switch's 2 points)
    /// is drawing room that UIKit lays out past edges on purpose. Past a
    /// ``ScrollView``'s right and bottom edges, or a root that scrolls
    /// (``Scene/rootScrolls``), the view is scrolled to, not cut off (a
    /// scroll view's content starts at its top-left corner, so what lies
    /// above or left of it is out of reach). Above a horizontal
    /// first-baseline ``StackView`` (below a last-baseline one) an arranged
    /// view sticks out by UIKit's design.
    public var overflowPastSuperview: SuperviewOverflow? {
        guard let superview else { return nil }
        let inner = alignmentFrame, bounds = superview.frame
        var overflow = SuperviewOverflow()
        overflow.left = max(0, bounds.minX - inner.minX)
        overflow.top = max(0, bounds.minY - inner.minY)
        let right = max(0, inner.maxX - bounds.maxX), bottom = max(0, inner.maxY - bounds.maxY)
        if let stack = superview as? StackView, stack.axis == .horizontal, stack.arrangedSubviews.contains(where: { $0 === self }) {
            if stack.alignment == .firstBaseline {
                overflow.baselineTop = overflow.top
                overflow.top = 0
            }
            overflow.right = right
            overflow.bottom = stack.alignment == .lastBaseline ? 0 : bottom
            overflow.baselineBottom = stack.alignment == .lastBaseline ? bottom : 0
        } else if superview is ScrollView || superview.owningScene?.rootScrolls == true {
            overflow.scrolledRight = right
            overflow.scrolledBottom = bottom
        } else {
            overflow.right = right
            overflow.bottom = bottom
        }
        return overflow
    }
}
