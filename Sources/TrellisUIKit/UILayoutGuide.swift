import Foundation
import Layout

/// An invisible rectangle that takes part in layout, as `UILayoutGuide`,
/// backed by a Layout ``Layout/LayoutGuide``.
open class UILayoutGuide: NSObject {
    /// The guide the solver lays out.
    public let layoutGuide: LayoutGuide
    /// The view the guide belongs to.
    public internal(set) weak var owningView: UIView?

    /// A guide to add to a view with ``UIView/addLayoutGuide(_:)``.
    public override init() {
        layoutGuide = LayoutGuide(name: "UILayoutGuide")
        super.init()
    }

    init(wrapping guide: LayoutGuide, owner: UIView) {
        layoutGuide = guide
        owningView = owner
        super.init()
    }

    /// The guide's name in pictures and diagnostics.
    open var identifier: String {
        get { layoutGuide.name }
        set { layoutGuide.name = newValue }
    }

    /// The guide's rectangle from the last layout, in its owning view's coordinates.
    open var layoutFrame: CGRect {
        guard let owner = owningView?.layoutView else { return layoutGuide.layoutFrame }
        return layoutGuide.layoutFrame.offsetBy(dx: -owner.frame.minX, dy: -owner.frame.minY)
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { layoutGuide.leadingAnchor }
    public var trailingAnchor: NSLayoutXAxisAnchor { layoutGuide.trailingAnchor }
    public var leftAnchor: NSLayoutXAxisAnchor { layoutGuide.leftAnchor }
    public var rightAnchor: NSLayoutXAxisAnchor { layoutGuide.rightAnchor }
    public var centerXAnchor: NSLayoutXAxisAnchor { layoutGuide.centerXAnchor }
    public var topAnchor: NSLayoutYAxisAnchor { layoutGuide.topAnchor }
    public var bottomAnchor: NSLayoutYAxisAnchor { layoutGuide.bottomAnchor }
    public var centerYAnchor: NSLayoutYAxisAnchor { layoutGuide.centerYAnchor }
    public var widthAnchor: NSLayoutDimension { layoutGuide.widthAnchor }
    public var heightAnchor: NSLayoutDimension { layoutGuide.heightAnchor }
}
