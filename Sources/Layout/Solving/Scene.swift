import Cassowary
import Foundation

/// A screen's worth of views: a root view of a given size, with a layout
/// direction, safe-area insets and margins, laid out by one incremental
/// solver. What a view controller's view is in UIKit.
///
///     let scene = Scene(width: 375, height: 667)
///     let blue = View(name: "blue")
///     blue.translatesAutoresizingMaskIntoConstraints = false
///     scene.root.addSubview(blue)
///     LayoutConstraint.activate([...])
///     try scene.layout()          // every frame is set
///     scene.size = CGSize(width: 667, height: 375)
///     try scene.layout()          // the rotation re-solves incrementally
///
/// Frames are in the root's coordinates: origin at the root's top-left
/// corner, y growing down, in points.
public final class Scene {
    /// The view everything else is inside. Its frame is (0, 0, size).
    public let root: View

    /// The root's size. Changing it (a rotation) and laying out again
    /// re-solves incrementally.
    public var size: CGSize

    /// Which way leading and trailing run; left-to-right unless set.
    public var layoutDirection: LayoutDirection = .leftToRight

    /// The root's safe-area insets (status bar, home indicator, notch):
    /// ``View/safeAreaLayoutGuide`` of the root is the root inset by them.
    public var safeAreaInsets: EdgeInsets = .zero

    /// The bars the system draws over the root's edges (a navigation bar,
    /// a tab bar), which ``safeAreaInsets`` make room for, or beside them
    /// (a root laid out below opaque bars): pictures show what they hold.
    /// They change no frame.
    public var screenBars: [ScreenBar] = []

    /// Whether the root is a scroll view (a table, collection or scroll
    /// view controller's): what reaches past its right and bottom edges is
    /// scrolled to, not cut off (``View/overflowPastSuperview``).
    public var rootScrolls = false

    /// Whether the root is a scroll view (a table or collection view
    /// controller's) that insets its content vertically by the safe area,
    /// as ``ScrollView/insetsContentVertically`` says of a scroll view
    /// inside the scene.
    public var rootInsetsContentVertically = false

    /// The root's ``View/layoutMargins`` (8 on every side unless set).
    public var layoutMargins: EdgeInsets {
        get { root.layoutMargins }
        set { root.layoutMargins = newValue }
    }

    /// Measures the text of labels. The deterministic measurer unless the
    /// renderer injects its own.
    public var textMeasurer: any TextMeasurer = DeterministicTextMeasurer()

    /// The solver and what it holds; kept across layouts.
    var engine = LayoutEngine()

    /// How many items the last search for ambiguity (``ambiguities()``)
    /// could not finish probing within ``ambiguityProbeBudget``: 0 unless the
    /// scene has thousands of free items. Those items may be ambiguous too.
    public internal(set) var ambiguitiesNotProbed = 0

    /// The most simplex pivots one change to the constraints may cost before
    /// ``layout()`` gives up with a ``LayoutError`` of kind
    /// ``LayoutError/Kind/solverFailure`` that says so, rather than run on.
    /// A change usually costs a few pivots, a fresh 10,000-view scene a few
    /// per constraint; the default, a million, is far above what a picture
    /// needs and bounds what hostile input can cost.
    public var pivotLimit: Int {
        get { engine.pivotLimit }
        set { engine.pivotLimit = max(0, newValue) }
    }

    /// Creates a scene whose root, named `rootName`, is `width` by `height` points.
    public convenience init(width: CGFloat, height: CGFloat, rootName: String = "root") {
        self.init(root: View(name: rootName), width: width, height: height)!
    }

    /// Creates a scene around a view made earlier, as UIKit lays out
    /// whichever view is at the top of a hierarchy (a view controller's view,
    /// a view in a unit test). The view's constraints and subviews stay; it no
    /// longer translates its autoresizing mask, since the scene fixes its
    /// frame. Nil when the view is inside another view or already a root.
    public init?(root: View, width: CGFloat, height: CGFloat) {
        guard root.superview == nil, root.owningScene == nil else { return nil }
        size = CGSize(width: width, height: height)
        self.root = root
        root.translatesAutoresizingMaskIntoConstraints = false
        root.owningScene = self
        HierarchyGeneration.advance()
    }

    /// Every view and guide of the scene, depth first: each view, then its
    /// guides, then its subviews.
    public var items: [LayoutItem] { root.subtreeItems }

    /// The first item with that name, depth first.
    public func item(named name: String) -> LayoutItem? {
        items.first { $0.name == name }
    }

    /// The active constraints you made, in activation order.
    public var activeConstraints: [LayoutConstraint] {
        items.flatMap(\.heldConstraints).sorted { $0.serial < $1.serial }
    }

    /// Every constraint in the last layout, implied ones first (the root's
    /// size, guides, autoresizing, content size, item by item), then yours in
    /// activation order: the order they reached the solver.
    public var layoutConstraints: [LayoutConstraint] { engine.current.map(\.layout) }

    /// How much work the layouts have done, to check and measure incrementality.
    public var statistics: LayoutStatistics { engine.statistics }

    /// The conflicts of the last layout: each required constraint broken
    /// because it could not be satisfied with those added before it.
    public var conflicts: [ConstraintConflict] { engine.conflicts }
}

/// Counts of what the scene's layouts have done.
public struct LayoutStatistics: Hashable, Sendable {
    /// Calls of ``Scene/layout()`` that reached the solver.
    public var layouts = 0
    /// Times the solver was rebuilt from nothing (the first layout, and any
    /// layout of a scene with conflicts).
    public var rebuilds = 0
    /// Constraints added to the solver, over all layouts.
    public var constraintsAdded = 0
    /// Constraints removed from the solver, over all layouts.
    public var constraintsRemoved = 0
}
