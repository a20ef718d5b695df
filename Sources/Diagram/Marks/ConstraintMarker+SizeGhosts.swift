import Foundation
import Layout

/// Where a size that does not hold wanted its item: a dotted ghost of the
/// item at that size, grown about the point that holds it.
extension ConstraintMarker {
    /// The marks and, for a size that does not hold, a ghost of the item at
    /// the size it wanted, grown about what holds it
    /// (``heldPoint(of:horizontal:)``). The item is the inner one: where the
    /// first item holds the second (a card `width == label.width + 40 @250`),
    /// the label is what the constraint wanted a different size, not the
    /// card grown round it.
    func withGhost(_ marks: [ConstraintMark], _ constraint: LayoutConstraint, first: LayoutItem,
                   status: ConstraintStatus) -> [ConstraintMark]
    {
        guard status != .satisfied, var target = wanted(constraint), let role = marks.first?.role else { return marks }
        var (item, attribute) = (first, constraint.firstAttribute)
        if let second = constraint.secondItem, constraint.secondAttribute.isDimension, constraint.multiplier != 0,
           Self.holds(first, second)
        {
            (item, attribute) = (second, constraint.secondAttribute)
            target = (geometry.value(constraint.firstAttribute, of: first, in: constraint) - constraint.constant) / constraint.multiplier
        }
        guard target >= 0, target.isFinite else { return marks }
        var frame = item.frame
        // Grown or shrunk about the point that holds it: a button centred
        // in the root wants its 200 pt centred there too, not from its
        // leading edge.
        let fixed = heldPoint(of: item, horizontal: attribute == .width)
        if attribute == .width {
            frame.origin.x += fixed * (frame.width - target)
            frame.size.width = target
        } else {
            frame.origin.y += fixed * (frame.height - target)
            frame.size.height = target
        }
        guard var ghost = ghost(of: item, frame: frame, status: status, role: role) else { return marks }
        ghost.kind = .sizes
        return [ghost] + marks
    }

    /// Where along an axis `item` is held, as a fraction of its size from
    /// its left (top) edge: its leading (top) edge where a required
    /// constraint ties that; else its centre, or a baseline's line of text,
    /// where one ties that (0.5); else its trailing (bottom) edge where one
    /// ties that; else its leading edge (0, or 1 right to left). Only ties
    /// to items outside it hold it: a centred dialog's subviews pinned to
    /// its leading edge hang from it, and its ghost grew from that edge
    /// 600 pt past the root.
    func heldPoint(of item: LayoutItem, horizontal: Bool) -> CGFloat {
        var tied: Set<LayoutConstraint.Attribute> = []
        for constraint in scene.layoutConstraints where constraint.priority.isRequired {
            if constraint.firstItem === item, constraint.secondItem.map({ !Self.holds(item, $0) }) ?? true {
                tied.insert(constraint.firstAttribute)
            }
            if constraint.secondItem === item, constraint.firstItem.map({ !Self.holds(item, $0) }) ?? true {
                tied.insert(constraint.secondAttribute)
            }
        }
        // Leading and trailing as the view arranging the item runs them.
        let arranging = (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
        let rightToLeft = (arranging?.effectiveLayoutDirection ?? scene.layoutDirection) == .rightToLeft
        let leading: CGFloat = horizontal && rightToLeft ? 1 : 0
        func ties(_ attributes: [LayoutConstraint.Attribute]) -> Bool {
            attributes.contains { tied.contains($0) }
        }
        if horizontal {
            let (left, right): (CGFloat, CGFloat) = (0, 1)
            if ties([.leading, .leadingMargin]) { return leading }
            if ties([.left, .leftMargin]) { return left }
            if ties([.centerX, .centerXWithinMargins]) { return 0.5 }
            if ties([.trailing, .trailingMargin]) { return 1 - leading }
            if ties([.right, .rightMargin]) { return right }
            return leading
        }
        if ties([.top, .topMargin]) { return 0 }
        if ties([.centerY, .centerYWithinMargins, .firstBaseline, .lastBaseline]) { return 0.5 }
        if ties([.bottom, .bottomMargin]) { return 1 }
        return 0
    }
}
