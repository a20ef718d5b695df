import Cassowary
import Foundation

extension Scene {
    /// Lays the scene out: sets the frame of every view and guide.
    ///
    /// The first layout builds the solver; later ones hand it only what
    /// changed (a constant, a priority, an activation, the scene's size, a
    /// label's text), so a rotation costs the edits it causes, not a
    /// rebuild. A required constraint that cannot be satisfied is broken as
    /// UIKit breaks it, and reported in ``conflicts``; it is not an error.
    ///
    /// - Throws: ``LayoutError`` for a negative or non-finite ``size``, for a
    ///   solution in which some frame is not finite or exceeds ``maxCoordinate``
    ///   (`unrepresentableFrame`: compounding multipliers), and
    ///   where UIKit raises: an invalid active
    ///   constraint (it stays active, so every layout throws until it is
    ///   fixed or deactivated), or a refused required/optional priority change
    ///   (reported once; the change was not applied). Frames are unchanged then.
    /// The largest magnitude a solved coordinate or size may have, in points.
    /// Past it no picture or screen means anything, and well before 2⁵³ ÷ 100
    /// hundredths of a point could no longer be told apart.
    public static let maxCoordinate: CGFloat = 1e9

    public func layout() throws {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw LayoutError(invalidSceneSize: size)
        }
        root.safeAreaInsets = safeAreaInsets
        for case let label as Label in items where label.fontSize != 0 && !Label.fontSizes.contains(label.fontSize) {
            throw LayoutError(invalidFontSize: label.name, label.fontSize)
        }
        let explicit = try validatedExplicitConstraints()
        // Subview safe areas depend on the frames they produce, so solve
        // until they settle, as UIKit's layout passes do. Scenes that use no
        // subview's safe area settle in one pass.
        for _ in 0..<4 {
            let items = root.subtreeItems
            let desired = impliedConstraints(of: items) + explicit
            let compiled = try desired.map { constraint in
                let linear = try constraint.compiled(direction: layoutDirection)
                // Explicit constraints were checked for finite numbers; an
                // implied one carries a frame or inset set in code, which may not be.
                guard linear.expression.constant.isFinite, linear.expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
                    throw LayoutError(nonFiniteImplied: constraint)
                }
                return (constraint, linear)
            }
            try engine.apply(compiled)
            try writeFrames(of: items)
            let wrapped = updateLabelWrapping(of: items)
            let inherited = updateInheritedMargins(of: items)
            let readable = updateReadableWidths(of: items)
            if !updateSubviewSafeAreas(of: items) && !wrapped && !inherited && !readable { break }
        }
    }

    /// Gives each view that preserves its superview's margins the part of
    /// them that reaches into it (a superview margin less the distance
    /// between the two edges); true when any changed.
    private func updateInheritedMargins(of items: [LayoutItem]) -> Bool {
        var changed = false
        for case let view as View in items where view.preservesSuperviewLayoutMargins {
            guard let superview = view.superview else { continue }
            var outer = superview.effectiveLayoutMargins
            let frame = view.solvedFrame, bounds = superview.solvedFrame
            // A scroll view that insets its content by the safe area shows
            // it below the bars: the part of its margins the bars make
            // reaches none of it (a table's first cell under a navigation
            // bar keeps its own 11 pt at the top).
            if insetsContentVertically(superview), superview.insetsLayoutMarginsFromSafeArea {
                outer.top -= superview.safeAreaInsets.top
                outer.bottom -= superview.safeAreaInsets.bottom
            }
            // Never more than the margin itself: a view reaching past its
            // superview's edge (a table's cell scrolled below the screen)
            // takes the margin, not the margin and the distance past it.
            func reach(_ margin: CGFloat, _ distance: CGFloat) -> CGFloat { max(0, margin - max(0, distance)) }
            let inherited = EdgeInsets(
                top: reach(outer.top, frame.minY - bounds.minY), left: reach(outer.left, frame.minX - bounds.minX),
                bottom: reach(outer.bottom, bounds.maxY - frame.maxY), right: reach(outer.right, bounds.maxX - frame.maxX))
            if inherited != view.inheritedMargins {
                view.inheritedMargins = inherited
                changed = true
            }
        }
        return changed
    }

    /// Narrows the readable content (and margins that follow it) of each
    /// view wider than ``View/readableWidth`` between its margins; true
    /// when any changed.
    private func updateReadableWidths(of items: [LayoutItem]) -> Bool {
        var changed = false
        for case let view as View in items where view.usesReadableWidth {
            let margins = view.baseLayoutMargins
            let extra = max(0, (view.solvedFrame.width - margins.left - margins.right - View.readableWidth) / 2)
            if abs(extra - view.readableExtra) > 1e-9 {
                view.readableExtra = extra
                changed = true
            }
        }
        return changed
    }

    /// Gives each wrapping label the width it was laid out at, so that its
    /// text wraps there and its height grows; true when any changed.
    private func updateLabelWrapping(of items: [LayoutItem]) -> Bool {
        var changed = false
        for case let label as Label in items where label.numberOfLines != 1 && label.preferredMaxLayoutWidth <= 0
            && label.assignedIntrinsicContentSize == nil
        {
            let width = label.solvedFrame.width
            let single = textMeasurer.size(of: label.text, fontSize: label.fontSize).width
            let wanted: CGFloat? = single > width + 0.5 ? width : nil
            if wanted != label.wrapWidth && (wanted == nil || label.wrapWidth == nil || abs(wanted! - label.wrapWidth!) > 0.01) {
                label.wrapWidth = wanted
                changed = true
            }
        }
        return changed
    }

    /// The active constraints you made, in activation order, once each is
    /// known to be one UIKit would accept.
    private func validatedExplicitConstraints() throws -> [LayoutConstraint] {
        let constraints = activeConstraints
        if let refused = constraints.first(where: { $0.refusedPriority != nil }) {
            let error = refused.priorityMutationError(to: refused.refusedPriority!)
            for constraint in constraints { constraint.refusedPriority = nil }
            throw error
        }
        for constraint in constraints {
            // (Ancestry is checked when the constraint compiles, before the
            // solver sees anything.)
            if constraint.validated?.constant != constraint.constant
                || constraint.validated?.priority != constraint.storedPriority
            {
                if let error = constraint.validationError() { throw error }
                constraint.validated = (constraint.constant, constraint.storedPriority)
            }
            // Touching a margin attribute creates the view's margins guide
            // now, so its edges are among the implied constraints.
            if constraint.firstAttribute.isMargin, let item = constraint.firstItem {
                _ = LayoutConstraint.resolve(item, constraint.firstAttribute)
            }
            if constraint.secondAttribute.isMargin, let item = constraint.secondItem {
                _ = LayoutConstraint.resolve(item, constraint.secondAttribute)
            }
        }
        return constraints
    }

    /// Sets every item's frame from the solution, once all of them are
    /// known to be numbers a frame can hold.
    private func writeFrames(of items: [LayoutItem]) throws {
        // One bulk read: the solver evaluates shared definitions once.
        let values = engine.solver.values(of: items.flatMap { [$0.minX, $0.minY, $0.width, $0.height] })
        // Constraints within every limit can still compound (120 widths each
        // 10,000 times the last overflow to infinity): refuse such a layout
        // here, naming the item, rather than let drawing trap on it.
        if let at = values.firstIndex(where: { !$0.isFinite || abs($0) > Self.maxCoordinate }) {
            let names = ["x", "y", "width", "height"]
            throw LayoutError(unrepresentableFrame: items[at / 4].name, names[at % 4], values[at])
        }
        for (index, item) in items.enumerated() {
            let at = 4 * index
            let x = item.isSceneRoot ? 0 : values[at]
            let y = item.isSceneRoot ? 0 : values[at + 1]
            item.solvedFrame = CGRect(x: x, y: y, width: values[at + 2], height: values[at + 3])
        }
    }

    /// Whether `view` is a scroll view, or the root standing for one, that
    /// insets its content vertically by the safe area.
    private func insetsContentVertically(_ view: View) -> Bool {
        view === root ? rootInsetsContentVertically : (view as? ScrollView)?.insetsContentVertically ?? false
    }

    /// Gives each subview that uses its safe area the part of the root's
    /// safe area it overlaps; true when any changed.
    private func updateSubviewSafeAreas(of items: [LayoutItem]) -> Bool {
        let safe = safeAreaInsets.inset(CGRect(origin: .zero, size: size))
        var changed = false
        for case let view as View in items where view !== root && view.usesSafeArea {
            let frame = view.solvedFrame
            func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
            // An edge where the root has no inset gives none, however far a
            // view reaches past the root there (a scroll view's wide content).
            let root = safeAreaInsets
            // On content a scroll view insets by the safe area, the bars it
            // scrolls under are its scroll view's, not the view's.
            let inset = view.ancestors.contains(where: insetsContentVertically)
            let insets = EdgeInsets(
                top: root.top > 0 && !inset ? clamp(safe.minY - frame.minY, frame.height) : 0,
                left: root.left > 0 ? clamp(safe.minX - frame.minX, frame.width) : 0,
                bottom: root.bottom > 0 && !inset ? clamp(frame.maxY - safe.maxY, frame.height) : 0,
                right: root.right > 0 ? clamp(frame.maxX - safe.maxX, frame.width) : 0)
            if insets != view.safeAreaInsets {
                view.safeAreaInsets = insets
                changed = true
            }
        }
        return changed
    }
}
