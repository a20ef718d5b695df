import Foundation
import Layout

/// A view that lines up its arranged subviews, as `UIStackView`. It is a
/// face on Layout's ``StackView``, which makes the constraints UIKit's stack
/// view makes (named `UISV-…` as UIKit names them), with every distribution
/// and alignment UIKit has, baseline-relative and margins-relative
/// arrangement, and hidden arranged views collapsing.
open class UIStackView: UIView {
    /// How the views sit across the axis.
    public typealias Alignment = StackView.Alignment
    /// How the views share the length of the axis.
    public typealias Distribution = StackView.Distribution

    override class func makeLayoutView() -> View { StackView(name: "UIStackView") }

    /// The backing stack, which holds the arrangement.
    private var stack: StackView { layoutView as! StackView }

    /// The views lined up, in order.
    public private(set) var arrangedSubviews: [UIView] = []
    /// The axis the views are lined up along.
    open var axis: NSLayoutConstraint.Axis {
        get { stack.axis }
        set { stack.axis = newValue; setNeedsLayout() }
    }
    /// The space between neighbours (the least space for equalSpacing and equalCentering).
    open var spacing: CGFloat {
        get { stack.spacing }
        set { stack.spacing = newValue; setNeedsLayout() }
    }
    /// How the views sit across the axis.
    open var alignment: Alignment {
        get { stack.alignment }
        set { stack.alignment = newValue; setNeedsLayout() }
    }
    /// How the views share the axis.
    open var distribution: Distribution {
        get { stack.distribution }
        set { stack.distribution = newValue; setNeedsLayout() }
    }
    /// Whether vertical spacing runs from baseline to baseline.
    open var isBaselineRelativeArrangement: Bool {
        get { stack.isBaselineRelativeArrangement }
        set { stack.isBaselineRelativeArrangement = newValue; setNeedsLayout() }
    }
    /// Whether the views are laid out within the layout margins.
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { stack.isLayoutMarginsRelativeArrangement }
        set { stack.isLayoutMarginsRelativeArrangement = newValue; setNeedsLayout() }
    }

    /// A stack of `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arrangement (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` in the arrangement at `index` (and adds it as a subview).
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        let index = min(max(index, 0), arrangedSubviews.count)
        arrangedSubviews.insert(view, at: index)
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        stack.insertArrangedSubview(view.layoutView, at: index)
        setNeedsLayout()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        stack.removeArrangedSubview(view.layoutView)
        setNeedsLayout()
    }
}
