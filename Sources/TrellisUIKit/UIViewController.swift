import Foundation
import Layout

/// A screen's controller, as `UIViewController`: it makes its ``view`` in
/// ``loadView()`` on first use, calls ``viewDidLoad()``, and its
/// `viewWillLayoutSubviews`/`viewDidLayoutSubviews` around each layout pass.
/// Without a window its view's frame is what the code (or hosting) sets,
/// and its safe area is the host's insets plus ``additionalSafeAreaInsets``.
open class UIViewController: NSObject {
    private var loadedView: UIView?

    /// A controller whose view is made on first use.
    public override init() { super.init() }

    /// A controller; there are no nibs, so both are ignored and the view is
    /// made by ``loadView()``.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// Controllers are never decoded here (there are no storyboards at run
    /// time); present so that subclasses written for UIKit compile.
    public required init?(coder: NSCoder) { super.init() }

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningController = nil
            loadedView = newValue
            newValue?.owningController = self
        }
    }

    /// Whether the view has been made.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Makes the view: a plain `UIView` unless overridden.
    open func loadView() { view = UIView() }

    /// Called once the view is made.
    open func viewDidLoad() {}

    /// Loads the view (``loadView()`` then ``viewDidLoad()``) if not yet loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView() }
        viewDidLoad()
    }

    /// Called before each layout pass that needs one (the first, and after a
    /// change of size, safe area, hierarchy or `setNeedsLayout()`).
    open func viewWillLayoutSubviews() {}
    /// Called after each layout pass.
    open func viewDidLayoutSubviews() {}
    /// Called by hosting before the first layout (there is no window to appear in).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called by hosting after the first layout.
    open func viewDidAppear(_ animated: Bool) {}

    /// Insets added to the safe area the host gives (none without one).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { loadedView?.setNeedsLayout() }
    }

    /// The title; stored.
    open var title: String?

    // MARK: Layout support guides (iOS 7 to 10)

    /// The guide from the top of the view to the top of its safe area, as
    /// `topLayoutGuide` (deprecated in iOS 11, still answered).
    public var topLayoutGuide: UILayoutSupport {
        if let guide = topSupport { return guide }
        let guide = UILayoutSupportGuide(name: "topLayoutGuide", in: view, edge: .top)
        topSupport = guide
        return guide
    }

    /// The guide from the bottom of the safe area to the bottom of the view.
    public var bottomLayoutGuide: UILayoutSupport {
        if let guide = bottomSupport { return guide }
        let guide = UILayoutSupportGuide(name: "bottomLayoutGuide", in: view, edge: .bottom)
        bottomSupport = guide
        return guide
    }

    private var topSupport: UILayoutSupportGuide?
    private var bottomSupport: UILayoutSupportGuide?
}

/// `UILayoutSupport`: a controller's top or bottom layout guide.
public protocol UILayoutSupport: AnyObject {
    /// The guide's height: the safe-area inset at that edge.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// A layout guide tied to the view's edge and its safe area's, which is what
/// UIKit's layout support guides have been since iOS 11.
final class UILayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    init(name: String, in view: UIView, edge: NSLayoutConstraint.Attribute) {
        super.init()
        identifier = name
        view.addLayoutGuide(self)
        let safe = view.safeAreaLayoutGuide
        let constraints = edge == .top
            ? [topAnchor.constraint(equalTo: view.topAnchor), bottomAnchor.constraint(equalTo: safe.topAnchor)]
            : [topAnchor.constraint(equalTo: safe.bottomAnchor), bottomAnchor.constraint(equalTo: view.bottomAnchor)]
        let horizontal = [leadingAnchor.constraint(equalTo: view.leadingAnchor), widthAnchor.constraint(equalToConstant: 0)]
        for constraint in constraints + horizontal { constraint.identifier = "_UILayoutSupportConstraint" }
        NSLayoutConstraint.activate(constraints + horizontal)
    }

    var length: CGFloat { layoutFrame.height }
}
