import Foundation

/// A rectangle in a view hierarchy, laid out by constraints: UIKit's `UIView`
/// reduced to what Auto Layout sees, plus hints for the diagram.
///
/// As in UIKit, a view made in code translates its frame into constraints
/// (``translatesAutoresizingMaskIntoConstraints`` is true) until told not to.
public class View: LayoutItem {
    /// `UIView.noIntrinsicMetric`: no natural size along that axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The views inside this one, back to front.
    public private(set) var subviews: [View] = []
    /// The view this one is inside; nil for a scene's root and for a view not yet added.
    public private(set) weak var superview: View?
    /// The layout guides added with ``addLayoutGuide(_:)``.
    public private(set) var layoutGuides: [LayoutGuide] = []
    /// Set on a scene's root only.
    weak var owningScene: Scene?

    /// Whether the frame is turned into constraints, as UIKit does for views
    /// made in code. While true the view gets four required constraints
    /// (`NSAutoresizingMaskLayoutConstraint`, `h=--& v=--&`) that pin its
    /// origin relative to its superview and its size to the frame last set,
    /// which for a view never given a frame is (0, 0, 0, 0). Set it to false
    /// before constraining the view, or those constraints will conflict with
    /// yours, exactly as on a device.
    ///
    /// How the frame follows its superview's size is ``autoresizingMask``.
    public var translatesAutoresizingMaskIntoConstraints = true

    /// Which margins and sizes stretch when the superview's size changes, as
    /// `UIView.autoresizingMask`; none (UIKit's default) keeps left, top,
    /// width and height.
    public var autoresizingMask: AutoresizingMask = []

    /// The frame the autoresizing constraints fix, in the superview's coordinates.
    var autoresizingFrame: CGRect = .zero
    /// The superview's size when ``autoresizingFrame`` was set: the size at
    /// which the frame holds as it is. Nil means "whatever the superview's
    /// size", which only matters for flexible masks.
    var autoresizingReferenceSize: CGSize?

    /// Where the view stays, in its superview's coordinates, along whatever
    /// its constraints leave free: Interface Builder keeps a view it cannot
    /// place where it was drawn, so a reader of its files sets this to the
    /// stored frame. Held below every priority (``restingPriority``), so
    /// it never moves what a constraint decides, and left out when probing
    /// for ambiguity, so a view it holds is still reported ambiguous. A
    /// stack view pulls an arranged view at rest to its resting size across
    /// the axis rather than to zero (UISV-ambiguity-suppression, still at
    /// 25, so the view is no more ambiguous than UIKit finds it): Interface
    /// Builder's stored frames keep that size as drawn. Nil (the default):
    /// the solver's choice.
    public var restingFrame: CGRect?

    /// The alignment rectangle of the ``restingFrame``: what constraints
    /// hold at rest, since they speak of alignment rectangles (a slider
    /// drawn 232 pt wide at x 128 rests at 128, its track 228 wide).
    var restingAlignmentRect: CGRect? { restingFrame.map(alignmentRectInsets.inset) }

    /// The priority that holds a ``restingFrame``: weaker than any a
    /// constraint can have (UIKit's lowest is 1).
    public static let restingPriority = LayoutPriority(0.5)

    /// Whether the view is hidden. Hidden views still take part in layout,
    /// as in UIKit, except as arranged subviews of a ``StackView``, which
    /// collapses them; the diagram leaves them out.
    public var isHidden = false

    /// How far the alignment rectangle (what constraints and intrinsic sizes
    /// speak of) lies inside the frame, as `UIView.alignmentRectInsets`: a
    /// switch's frame is 2 points wider on the right than what it aligns by.
    public var alignmentRectInsets: EdgeInsets = .zero

    /// Whether the margins guide also keeps inside the superview's margins
    /// where this view lies close to its superview's edges, as
    /// `preservesSuperviewLayoutMargins`: each margin is at least the
    /// superview's margin less the distance between the two edges (found
    /// by laying out again, as UIKit's layout passes do).
    public var preservesSuperviewLayoutMargins = false

    /// How the view's own content is arranged when leading and trailing
    /// run right to left, as `UIView.semanticContentAttribute`: see
    /// ``effectiveLayoutDirection``.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified

    /// The natural size of the view's content; ``noIntrinsicMetric`` along an
    /// axis without one. Where UIKit asks you to subclass and override, here
    /// you may set it. A ``Label`` measures its text unless one is set.
    public var intrinsicContentSize: CGSize {
        get { assignedIntrinsicContentSize ?? measuredContentSize() }
        set { assignedIntrinsicContentSize = newValue }
    }
    var assignedIntrinsicContentSize: CGSize?

    /// Forgets a size set through ``intrinsicContentSize``, so that the
    /// view measures its content again (a ``Label`` its text, wrapped at the
    /// width the layout gives it).
    public func resetIntrinsicContentSize() { assignedIntrinsicContentSize = nil }

    private var hugging: [LayoutConstraint.Axis: LayoutPriority] = [:]
    private var compressionResistance: [LayoutConstraint.Axis: LayoutPriority] = [:]

    /// The space kept inside the edges for content: 8 points on every side,
    /// UIKit's default for a view. See ``layoutMarginsGuide``.
    public var layoutMargins = EdgeInsets(all: 8)

    /// Whether the margins are measured from the safe area (true, UIKit's
    /// default) or from the view's edges.
    public var insetsLayoutMarginsFromSafeArea = true

    /// Whether the margins also narrow the content to a readable width
    /// (`layoutMarginsFollowReadableWidth`); see ``readableContentGuide``.
    public var layoutMarginsFollowReadableWidth = false

    /// The width text stays readable at. UIKit documents no number (it
    /// depends on the Dynamic Type size); 672 points is the widely used
    /// stand-in for the default size.
    public static let readableWidth: CGFloat = 672

    private var safeAreaGuide: LayoutGuide?
    private var marginsGuide: LayoutGuide?
    private var readableGuide: LayoutGuide?
    /// Made by ``keyboardLayoutGuide`` (View+Guides.swift).
    var keyboardGuide: LayoutGuide?
    /// How far the readable width narrows each side beyond the margins, from the last layout.
    var readableExtra: CGFloat = 0

    /// The part of the root's safe area this view overlaps, as insets from its
    /// own edges; for a root, the scene's ``Scene/safeAreaInsets``.
    public internal(set) var safeAreaInsets: EdgeInsets = .zero

    /// Fill colour for the diagram; nil draws the view unfilled.
    public var backgroundColor: Color?
    /// Outline for the diagram.
    public var shape: Shape = .rectangle
    /// Opacity for the diagram, 0...1 (seed 003 dims its right views to 0.6).
    public var alpha: CGFloat = 1

    /// Creates a view with a zero frame that translates its autoresizing
    /// mask into constraints, as `UIView()` does.
    public override init(name: String) {
        super.init(name: name)
    }

    override var layoutParent: View? { superview }

    /// Where the view's own coordinates start within it, UIKit's
    /// `bounds.origin`: a scroll view's content offset. Its subviews'
    /// ``frameInSuperview`` are in those coordinates, and so are the frames
    /// their autoresizing masks keep: a table scrolled to show its content
    /// below a 64-pt bar has (0, −64), its cell stored at y 28 lying 92 pt
    /// down. Constraints to the view's edges are not moved by it.
    public var boundsOrigin: CGPoint = .zero

    /// Where this view's subviews' coordinates start, in the root's.
    var subviewOrigin: CGPoint {
        // The origin, not `minX`, which a broken layout's negative width moves.
        CGPoint(x: frame.origin.x - boundsOrigin.x, y: frame.origin.y - boundsOrigin.y)
    }

    /// The frame in the root's coordinates. After ``Scene/layout()`` it is the
    /// solved frame. Setting it, as in UIKit, moves the view now and, while
    /// ``translatesAutoresizingMaskIntoConstraints`` is true, becomes the
    /// frame the autoresizing constraints keep (relative to the superview's
    /// current frame; see ``frameInSuperview``).
    public override var frame: CGRect {
        get { solvedFrame }
        set {
            let origin = superview?.subviewOrigin ?? .zero
            frameInSuperview = newValue.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// The frame in the superview's coordinates, what UIKit calls `frame`
    /// (offset by the superview's ``boundsOrigin``).
    /// Setting it fixes the frame the autoresizing constraints keep.
    public var frameInSuperview: CGRect {
        get {
            let origin = superview?.subviewOrigin ?? .zero
            return solvedFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
        set {
            autoresizingFrame = newValue
            autoresizingReferenceSize = superview?.frame.size
            let origin = superview?.subviewOrigin ?? .zero
            solvedFrame = newValue.offsetBy(dx: origin.x, dy: origin.y)
        }
    }

    /// Sets the frame the autoresizing constraints keep, relative to the
    /// superview, when the superview is `superviewSize`: what a document
    /// records before anything is laid out (Interface Builder stores every
    /// frame for its canvas's size).
    public func setAutoresizingFrame(_ frame: CGRect, superviewSize: CGSize) {
        autoresizingFrame = frame
        autoresizingReferenceSize = superviewSize
    }

    /// The view's own rectangle in its own coordinates: origin zero, its size.
    public var bounds: CGRect { CGRect(origin: .zero, size: solvedFrame.size) }

    // MARK: Hierarchy

    /// Adds `view` on top of the subviews, moving it from any other superview.
    ///
    /// UIKit raises when a view is added inside itself or one of its
    /// subviews; that would make a cycle, so here the call is ignored, as it
    /// is for a scene's root, which has no superview.
    public func addSubview(_ view: View) {
        guard view.owningScene == nil, !viewAncestry.contains(where: { $0 === view }) else { return }
        if view.superview === self {
            // Re-adding brings the view to the front and keeps its
            // constraints, as UIKit does.
            subviews.removeAll { $0 === view }
            subviews.append(view)
            return
        }
        if view.superview != nil { view.removeFromSuperview() }
        subviews.append(view)
        view.superview = self
        HierarchyGeneration.advance()
    }

    /// Takes the view out of its superview. As in UIKit, the constraints
    /// between this subtree and the views outside it are deactivated.
    public func removeFromSuperview() {
        guard let superview else { return }
        let top = superview.viewAncestry.last ?? superview
        let inside = Set(subtreeItems.map(ObjectIdentifier.init))
        for item in top.subtreeItems {
            for constraint in item.heldConstraints {
                let ids = constraint.items.map(ObjectIdentifier.init)
                if ids.contains(where: inside.contains) && !ids.allSatisfy(inside.contains) {
                    constraint.isActive = false
                }
            }
        }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        HierarchyGeneration.advance()
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        viewAncestry.contains { $0 === view }
    }

    /// Adds a layout guide to this view; the guide is measured in its coordinates.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.kind == .custom else { return }
        guide.owningView?.removeLayoutGuide(guide)
        layoutGuides.append(guide)
        guide.owningView = self
        HierarchyGeneration.advance()
    }

    /// Removes a layout guide added with ``addLayoutGuide(_:)``.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, guide.kind == .custom else { return }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        HierarchyGeneration.advance()
    }

    /// The view's guides that exist: the safe-area and margins guides once
    /// asked for, then those added, in that order.
    var allGuides: [LayoutGuide] {
        [safeAreaGuide, marginsGuide, readableGuide, keyboardGuide].compactMap { $0 } + layoutGuides
    }

    /// This view, its guides and every view and guide inside it, depth first:
    /// the order in which a scene adds implied constraints.
    var subtreeItems: [LayoutItem] {
        var items: [LayoutItem] = []
        func visit(_ view: View) {
            items.append(view)
            items.append(contentsOf: view.allGuides)
            view.subviews.forEach(visit)
        }
        visit(self)
        return items
    }

    // MARK: Guides

    /// The view inset by its safe-area insets. For a root, the scene's
    /// ``Scene/safeAreaInsets``; for a subview, the part of the root's safe
    /// area it overlaps.
    public var safeAreaLayoutGuide: LayoutGuide { ownedGuide(&safeAreaGuide, "safeAreaLayoutGuide", .safeArea) }

    /// The view inset by its ``layoutMargins``, measured from the safe area
    /// while ``insetsLayoutMarginsFromSafeArea`` is true.
    public var layoutMarginsGuide: LayoutGuide { ownedGuide(&marginsGuide, "layoutMarginsGuide", .layoutMargins) }

    /// The margins guide narrowed, centred, to at most ``readableWidth``,
    /// as `readableContentGuide`: where to set text on a wide screen.
    public var readableContentGuide: LayoutGuide {
        ownedGuide(&readableGuide, "readableContentGuide", .readableContent, advancesHierarchy: true)
    }

    /// Whether the readable width matters to the layout.
    var usesReadableWidth: Bool { readableGuide != nil || layoutMarginsFollowReadableWidth }

    /// Whether the safe-area guide exists, so its insets matter to the layout.
    var usesSafeArea: Bool {
        safeAreaGuide != nil || keyboardGuide != nil || (marginsGuide != nil && insetsLayoutMarginsFromSafeArea)
    }

    /// The superview's margins that reach into this view (from the last
    /// layout): UIKit keeps a view that preserves its superview's margins
    /// at least that far inside where its edges are near the superview's.
    var inheritedMargins: EdgeInsets = .zero

    // MARK: Content

    /// How much the view resists growing beyond its intrinsic size along
    /// `axis`: 250 unless set (251 for labels).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        hugging[axis] ?? defaultHuggingPriority
    }

    /// Sets ``contentHuggingPriority(for:)``.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        hugging[axis] = priority
    }

    /// How much the view resists shrinking below its intrinsic size along
    /// `axis`: 750 unless set.
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        compressionResistance[axis] ?? .defaultHigh
    }

    /// Sets ``contentCompressionResistancePriority(for:)``.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        compressionResistance[axis] = priority
    }

    /// 250 for views; labels say 251.
    var defaultHuggingPriority: LayoutPriority { .defaultLow }

    /// The size of the content when none is assigned: none for a plain view.
    func measuredContentSize() -> CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// A title the view shows in its frame, as a button shows its title
    /// (``titlePlacement``): pictures draw it there in place of the view's name. It
    /// changes no frame (the content size is ``intrinsicContentSize``).
    public var title: String?
    /// The size of ``title``'s type in points (UIKit's buttons: 15).
    public var titleFontSize: CGFloat = 15
    /// Whether the view's text (a label's, or its ``title``) is set in a
    /// bold face: pictures draw it bold. It changes no frame.
    public var isBold = false
    /// Where ``title`` sits in the frame (centred unless aligned or inset).
    public var titlePlacement = TitlePlacement()
    /// What a text field shows inside its border (``FieldText``): pictures
    /// draw it in place of the view's name. It changes no frame.
    public var fieldText: FieldText?
    /// What a text view shows (``TextViewText``): pictures draw it in place
    /// of the view's name. It changes no frame.
    public var textViewText: TextViewText?
    /// What a control shows (a switch's knob, a slider's thumb, ``ControlGlyph``):
    /// pictures draw it in place of the view's name. It changes no frame.
    public var control: ControlGlyph?
    /// What a bar shows (a navigation bar's title and items, a toolbar's
    /// items, a tab bar's tabs, ``BarContent``): pictures draw it in place
    /// of the view's name. It changes no frame.
    public var barContent: BarContent?
    /// Whether pictures leave this view's name to its superview's: a table
    /// or collection view cell's content view (or a visual effect view's)
    /// fills it, and Xcode never names the two apart, so a picture naming
    /// both says one box's name twice. A picture's badge and caption call
    /// it by its superview's name; its constraints, checks and
    /// `--focus` still use its own. It changes no frame.
    public var isNamedBySuperview = false

    /// Whether pictures leave this view unnamed where words are drawn in
    /// it: a cell Xcode calls by its class and id alone, whose row's text
    /// says which it is. Constraints, checks and `--focus` still use its name.
    public var isNamedByItsText = false

    /// Text the view shows centred vertically (a button's title, a text
    /// field's text), for its baselines; a label's own text when set on a
    /// label. Nil: a plain view's baselines are its bottom edge, as in UIKit.
    public var textBlock: TextMetrics?

    /// Where the first and last baselines lie. A plain view's baselines are
    /// its bottom edge, as in UIKit; a view with a ``textBlock`` has those of
    /// its text, centred vertically.
    func baselines() -> (first: BaselinePosition, last: BaselinePosition) {
        guard let textBlock else {
            return (BaselinePosition(heightFactor: 1, offset: 0), BaselinePosition(heightFactor: 1, offset: 0))
        }
        return Self.centredBaselines(of: textBlock)
    }
}
