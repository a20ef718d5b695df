import Foundation
import Layout

// The anchors of a view are those of its backing view, so constraints
// between UIKit views, guides and Layout items mix freely.
extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { layoutView.leadingAnchor }
    public var trailingAnchor: NSLayoutXAxisAnchor { layoutView.trailingAnchor }
    public var leftAnchor: NSLayoutXAxisAnchor { layoutView.leftAnchor }
    public var rightAnchor: NSLayoutXAxisAnchor { layoutView.rightAnchor }
    public var centerXAnchor: NSLayoutXAxisAnchor { layoutView.centerXAnchor }
    public var topAnchor: NSLayoutYAxisAnchor { layoutView.topAnchor }
    public var bottomAnchor: NSLayoutYAxisAnchor { layoutView.bottomAnchor }
    public var centerYAnchor: NSLayoutYAxisAnchor { layoutView.centerYAnchor }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { layoutView.firstBaselineAnchor }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { layoutView.lastBaselineAnchor }
    public var widthAnchor: NSLayoutDimension { layoutView.widthAnchor }
    public var heightAnchor: NSLayoutDimension { layoutView.heightAnchor }

    /// Whether the frame is turned into constraints (true for views made in
    /// code, as in UIKit). Set it to false before constraining the view.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutView.translatesAutoresizingMaskIntoConstraints }
        set { layoutView.translatesAutoresizingMaskIntoConstraints = newValue }
    }

    /// The constraints this view holds: those whose first item it is.
    public var constraints: [NSLayoutConstraint] {
        (hostScene?.activeConstraints ?? topView.hostScene?.activeConstraints ?? [])
            .filter { $0.firstItem === layoutView }
    }

    /// Activates `constraint`, as UIKit's older `addConstraint(_:)`.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates each constraint.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates each constraint.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    // MARK: Content size

    /// `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = View.noIntrinsicMetric

    /// Lays out again with the current ``intrinsicContentSize``.
    public func invalidateIntrinsicContentSize() { setNeedsLayout() }

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutView.contentHuggingPriority(for: axis)
    }
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutView.setContentHuggingPriority(priority, for: axis)
    }
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutView.contentCompressionResistancePriority(for: axis)
    }
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutView.setContentCompressionResistancePriority(priority, for: axis)
    }

    /// Whether the last layout left the frame undetermined.
    public var hasAmbiguousLayout: Bool { layoutView.hasAmbiguousLayout }
}
