import Foundation
import Layout

/// A rectangle in a view hierarchy, as `UIView`, backed by a Layout
/// ``Layout/View`` that the solver lays out.
///
/// What differs from UIKit (docs/uikit.md): ``frame`` is in the superview's
/// coordinates as in UIKit, while the backing view's frame is in the root's;
/// constraints made from a `UIView`'s anchors name the backing view as their
/// items; a view is laid out only when ``layoutIfNeeded()`` is called (there
/// is no run loop); nothing is drawn but the diagram of the layout.
open class UIView: NSObject {
    /// The view the solver lays out.
    public let layoutView: View

    /// The views inside this one, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is inside.
    public private(set) weak var superview: UIView?
    /// The view controller whose ``UIViewController/view`` this is.
    weak var owningController: UIViewController?

    /// The scene made for this view when it is the top of a hierarchy that
    /// lays out; nil for every other view.
    var hostScene: Scene?
    /// The frame of a top view, which no superview places.
    private var topFrame: CGRect = .zero
    /// Whether the next ``layoutIfNeeded()`` calls the controller's
    /// `viewWillLayoutSubviews`, as UIKit's `needsLayout`.
    var needsLayout = true
    /// Safe-area insets from the host (a device), below the controller's own.
    var hostInsets: UIEdgeInsets = .zero
    /// The conflict logs printed after the last layout.
    var reportedConflicts: [String] = []
    /// A name given to the backing view by the code (or by hosting), kept.
    var hasAssignedName = false
    /// Guides wrapped for the UIKit API, so that each is one object.
    private var wrappedSystemGuides: [ObjectIdentifier: UILayoutGuide] = [:]
    private(set) var wrappedGuides: [UILayoutGuide] = []

    /// A zero-sized view that translates its autoresizing mask, as `UIView()`.
    public override convenience init() { self.init(frame: .zero) }

    /// A view with `frame`, in its future superview's coordinates.
    public init(frame: CGRect) {
        layoutView = Self.makeLayoutView()
        super.init()
        layoutView.name = String(describing: type(of: self))
        self.frame = frame
    }

    /// Views are never decoded here (there are no nibs); present so that
    /// subclasses written for UIKit, which must implement it, compile.
    public required init?(coder: NSCoder) {
        layoutView = Self.makeLayoutView()
        super.init()
        layoutView.name = String(describing: type(of: self))
    }

    /// The backing view a subclass shows: a label for `UILabel`.
    class func makeLayoutView() -> View { View(name: "UIView") }

    // MARK: Geometry

    /// The rectangle in the superview's coordinates (a view with no superview:
    /// as set). Set it to place a view that translates its autoresizing mask.
    open var frame: CGRect {
        get { superview == nil ? CGRect(origin: topFrame.origin, size: hostScene?.size ?? topFrame.size) : layoutView.frameInSuperview }
        set {
            if superview == nil {
                topFrame = newValue
                hostScene?.size = newValue.size
            }
            layoutView.frameInSuperview = newValue
            setNeedsLayout()
        }
    }

    /// The view's own rectangle: origin zero, its size. Setting it resizes
    /// the view about its centre, as UIKit does.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {
            let old = frame
            frame = CGRect(x: old.midX - newValue.width / 2, y: old.midY - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }

    /// The centre of ``frame``.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame = CGRect(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2, width: frame.width, height: frame.height) }
    }

    /// The natural size of the content: none for a plain view (both
    /// ``noIntrinsicMetric``), the text for a label. Override it as in UIKit.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Hands ``intrinsicContentSize`` (which subclasses may override) to the
    /// backing view before a solve.
    func publishIntrinsicContentSize() { layoutView.intrinsicContentSize = intrinsicContentSize }

    /// Called after the solver has set the frames of this view's subviews:
    /// override it to adjust what constraints do not say, as in UIKit.
    /// Frames set here are kept by a second solve of the same pass.
    open func layoutSubviews() {}

    /// Called when this view's constraints are about to be solved.
    open func updateConstraints() {}

    // MARK: Appearance (shown in pictures, not drawn as content)

    /// The fill of the view in pictures.
    open var backgroundColor: UIColor? {
        didSet { layoutView.backgroundColor = backgroundColor?.color }
    }
    /// The view's opacity in pictures.
    open var alpha: CGFloat {
        get { layoutView.alpha }
        set { layoutView.alpha = newValue }
    }
    /// As in UIKit a hidden view still takes part in layout, except as an
    /// arranged subview of a stack view, which collapses it. Held by the
    /// backing view, whose stack reads it.
    open var isHidden: Bool {
        get { layoutView.isHidden }
        set { layoutView.isHidden = newValue; superview?.setNeedsLayout() }
    }
    /// A number to find the view by with ``viewWithTag(_:)``.
    open var tag = 0
    /// The view's name in pictures, diagnostics and snapshots.
    open var accessibilityIdentifier: String? {
        didSet {
            if let accessibilityIdentifier { layoutView.name = accessibilityIdentifier }
            hasAssignedName = accessibilityIdentifier != nil
        }
    }
    /// Stored only: no content is clipped in pictures.
    open var clipsToBounds = false
    /// Stored only.
    open var isUserInteractionEnabled = true
    /// Stored only.
    open var contentMode: UIView.ContentMode = .scaleToFill

    /// `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    }

    // MARK: Hierarchy

    /// Adds `view` on top of the subviews, moving it from any other superview.
    open func addSubview(_ view: UIView) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.append(view)
            layoutView.addSubview(view.layoutView)
            return
        }
        view.removeFromSuperview()
        if view.hostScene != nil {
            // Layout keeps a laid-out root as its scene's root; the view
            // keeps its constraints but starts over in its new hierarchy.
            view.hostScene = nil
            view.detachedRoots += 1
        }
        subviews.append(view)
        view.superview = self
        layoutView.addSubview(view.layoutView)
        setNeedsLayout()
    }

    /// How often the view was laid out as a top view and then added to
    /// another; such a view cannot move (docs/uikit.md).
    var detachedRoots = 0

    /// Takes the view out of its superview; the constraints between it and
    /// the views outside are deactivated, as in UIKit.
    open func removeFromSuperview() {
        guard let superview else { return }
        layoutView.removeFromSuperview()
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        superview.setNeedsLayout()
    }

    /// Whether this view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// This view or the first view inside it, depth first, with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    /// The top of the hierarchy this view is in.
    var topView: UIView {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    // MARK: Layout guides

    /// Adds a layout guide; it is measured in this view's coordinates.
    open func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        layoutView.addLayoutGuide(guide.layoutGuide)
        guide.owningView = self
        wrappedGuides.append(guide)
    }

    /// Removes a guide added with ``addLayoutGuide(_:)``.
    open func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        layoutView.removeLayoutGuide(guide.layoutGuide)
        wrappedGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The guides added with ``addLayoutGuide(_:)``.
    open var layoutGuides: [UILayoutGuide] { wrappedGuides }

    /// The view inset by its safe area: for a view controller's view, the
    /// device's insets plus ``UIViewController/additionalSafeAreaInsets``.
    open var safeAreaLayoutGuide: UILayoutGuide { systemGuide(layoutView.safeAreaLayoutGuide) }

    /// Where the keyboard would be (`UIKeyboardLayoutGuide`, iOS 15): with
    /// no keyboard on the screen, the strip below the safe area.
    open var keyboardLayoutGuide: UILayoutGuide { systemGuide(layoutView.keyboardLayoutGuide) }

    /// The view inset by its ``layoutMargins`` (8 pt unless set), measured
    /// from the safe area.
    open var layoutMarginsGuide: UILayoutGuide { systemGuide(layoutView.layoutMarginsGuide) }

    /// The margins guide narrowed to a readable line length (672 pt at the
    /// default text size), centred, as UIKit's `readableContentGuide`.
    open var readableContentGuide: UILayoutGuide {
        if let guide = readableGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "\(layoutView.name).readableContentGuide"
        addLayoutGuide(guide)
        wrappedGuides.removeAll { $0 === guide }
        let margins = layoutMarginsGuide
        let width = guide.widthAnchor.constraint(equalToConstant: Self.readableWidth)
        width.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
            width,
        ])
        readableGuide = guide
        return guide
    }
    private var readableGuide: UILayoutGuide?
    /// The readable width at the default Dynamic Type size (17 pt body text).
    static let readableWidth: CGFloat = 672

    /// Names the view's own guides after it: `blueView.safeAreaLayoutGuide`.
    func renameGuides() {
        for guide in wrappedSystemGuides.values.map(\.layoutGuide) + [readableGuide?.layoutGuide].compactMap({ $0 }) {
            let suffix = guide.name.split(separator: ".").last.map(String.init) ?? guide.name
            guide.name = "\(layoutView.name).\(suffix)"
        }
    }

    private func systemGuide(_ guide: LayoutGuide) -> UILayoutGuide {
        if let wrapped = wrappedSystemGuides[ObjectIdentifier(guide)] { return wrapped }
        let wrapped = UILayoutGuide(wrapping: guide, owner: self)
        wrappedSystemGuides[ObjectIdentifier(guide)] = wrapped
        return wrapped
    }

    /// The space kept inside the edges for content: 8 pt on every side unless set.
    open var layoutMargins: UIEdgeInsets {
        get { layoutView.layoutMargins }
        set { layoutView.layoutMargins = newValue }
    }

    /// The margins by leading and trailing edge, as this view runs them
    /// (``effectiveUserInterfaceLayoutDirection``).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .leftToRight
                ? NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
                : NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
        }
        set { layoutMargins = newValue.edgeInsets(effectiveUserInterfaceLayoutDirection) }
    }

    /// Whether the view's content flips right to left (`.unspecified`, the
    /// default, follows the scene; `.forceRightToLeft` lays its subviews
    /// out from its right whatever the scene's direction).
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { layoutView.semanticContentAttribute }
        set { layoutView.semanticContentAttribute = newValue }
    }

    /// The direction the view arranges its subviews in: its
    /// ``semanticContentAttribute`` relative to the scene's direction.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute.layoutDirection(relativeTo: hostScene?.layoutDirection ?? .leftToRight)
    }

    /// Whether the margins are measured from the safe area (true unless set).
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutView.insetsLayoutMarginsFromSafeArea }
        set { layoutView.insetsLayoutMarginsFromSafeArea = newValue }
    }

    /// The safe area's insets from the view's edges, from the last layout.
    open var safeAreaInsets: UIEdgeInsets { layoutView.safeAreaInsets }
}
