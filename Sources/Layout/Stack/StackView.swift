import Foundation

/// A view that lines up its arranged subviews along an axis, as `UIStackView`:
/// the stack makes the constraints UIKit makes (their identifiers start with
/// `UISV-`), so a stack solves, conflicts and reads in logs as on a device.
///
///     let stack = StackView(arrangedSubviews: [icon, title])
///     stack.axis = .horizontal
///     stack.alignment = .firstBaseline
///     stack.spacing = 8
///
/// The stack itself is constrained like any view (its own
/// ``View/translatesAutoresizingMaskIntoConstraints`` applies); its arranged
/// subviews never translate their masks. A hidden arranged subview collapses
/// to zero along the axis and the spacing around it goes with it.
public final class StackView: View {
    /// How the arranged subviews share the stack's length, as `UIStackView.Distribution`.
    public enum Distribution: String, Sendable, CaseIterable {
        /// Back to back with `spacing` between; the stack's length decides
        /// their sizes through hugging and compression resistance.
        case fill
        /// Back to back, every one as long as the first.
        case fillEqually
        /// Back to back, lengths in proportion to their intrinsic sizes.
        case fillProportionally
        /// Intrinsic lengths, the gaps equal (at least `spacing`).
        case equalSpacing
        /// Intrinsic lengths, centres equally far apart (gaps at least `spacing`).
        case equalCentering
    }

    /// Where the arranged subviews sit across the axis, as `UIStackView.Alignment`.
    public enum Alignment: String, Sendable, CaseIterable {
        /// As wide (tall) as the stack.
        case fill
        /// At the leading (horizontal stacks: top) edge; `top` is the same.
        case leading
        /// Centred across the axis.
        case center
        /// At the trailing (horizontal stacks: bottom) edge; `bottom` is the same.
        case trailing
        /// First baselines in line (horizontal stacks).
        case firstBaseline
        /// Last baselines in line (horizontal stacks).
        case lastBaseline

        /// `top` is `leading` for a horizontal stack, as in UIKit.
        public static let top = Alignment.leading
        /// `bottom` is `trailing` for a horizontal stack, as in UIKit.
        public static let bottom = Alignment.trailing
    }

    /// The direction the arranged subviews run in.
    public var axis: LayoutConstraint.Axis = .horizontal
    /// How they share the length; `fill` by default.
    public var distribution: Distribution = .fill
    /// Where they sit across the axis; `fill` by default.
    public var alignment: Alignment = .fill
    /// The gap between neighbours (the least gap for equal spacing and centring).
    public var spacing: CGFloat = 0
    /// Whether vertical spacing runs from baseline to baseline.
    public var isBaselineRelativeArrangement = false
    /// Whether the arrangement keeps inside the stack's layout margins.
    public var isLayoutMarginsRelativeArrangement = false {
        // The margins guide must exist before the scene lists its items.
        didSet { if isLayoutMarginsRelativeArrangement { _ = layoutMarginsGuide } }
    }

    /// The views lined up, in order. Each is also a subview.
    public private(set) var arrangedSubviews: [View] = []

    /// The guides between neighbours that equal spacing and centring compare
    /// (UIKit's `UISV-distributing` guides), made as needed and kept so that
    /// their constraints keep their identity across layouts. They are not
    /// among the scene's items: only their lengths matter.
    var spacerGuides: [LayoutGuide] = []

    /// The arranged subviews still inside the stack.
    var arrangedInside: [View] { arrangedSubviews.filter { $0.superview === self } }

    /// Creates a stack of `views`, adding each as a subview.
    public init(name: String = "stack", arrangedSubviews views: [View] = []) {
        super.init(name: name)
        views.forEach(addArrangedSubview)
    }

    /// Adds `view` at the end of the arrangement (and as a subview). Arranged
    /// subviews never translate their autoresizing masks, as in UIKit.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `index` of the arrangement (and adds it as a subview).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        HierarchyGeneration.advance()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        HierarchyGeneration.advance()
    }

    /// The arrangement in a few words, for pictures: `↔ fillEqually, 12`,
    /// `↕ center, 8` (the axis, then what differs from the defaults).
    public var arrangementSummary: String {
        var parts: [String] = []
        if distribution != .fill { parts.append(distribution.rawValue) }
        if alignment != .fill { parts.append(alignment.rawValue) }
        if spacing != 0 { parts.append(formatted(spacing)) }
        if isBaselineRelativeArrangement { parts.append("baselines") }
        if isLayoutMarginsRelativeArrangement { parts.append("margins") }
        return (axis == .horizontal ? "↔" : "↕") + (parts.isEmpty ? "" : " " + parts.joined(separator: ", "))
    }
}

extension View {
    /// Whether the view is hidden as an arranged subview of a stack view,
    /// which collapses it: it takes no room and nothing places it. A hidden
    /// view anywhere else still takes part in Auto Layout, as in UIKit.
    public var isCollapsedInStack: Bool {
        guard isHidden, let stack = superview as? StackView else { return false }
        return stack.arrangedSubviews.contains { $0 === self }
    }
}
