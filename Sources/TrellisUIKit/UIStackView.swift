import Foundation
import Layout

/// A view that lines up its arranged subviews, as `UIStackView`, by making
/// the constraints UIKit's stack view makes (named `UISV-…` as UIKit names
/// them) before each layout. Hidden arranged views collapse, as in UIKit.
///
/// Supported: both axes, `spacing`, the alignments fill, leading/top,
/// center, trailing/bottom (firstBaseline and lastBaseline align the edges),
/// the distributions fill, fillEqually, equalSpacing (fillProportionally
/// and equalCentering lay out as fill and equalSpacing), and
/// `isLayoutMarginsRelativeArrangement`.
open class UIStackView: UIView {
    /// `NSLayoutConstraint.Axis` names the axis.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// How the views share the length of the axis.
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// The views lined up, in order.
    public private(set) var arrangedSubviews: [UIView] = []
    /// The axis the views are lined up along.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
    /// The space between neighbours (the least space for equalSpacing).
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// How the views sit across the axis.
    open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    /// How the views share the axis.
    open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    /// Whether the views are laid out within the layout margins.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }

    private var managed: [NSLayoutConstraint] = []
    private var gaps: [UILayoutGuide] = []
    private var arrangedSignature: [AnyHashable] = []

    /// A stack of `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arrangement (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` in the arrangement at `index`.
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        setNeedsLayout()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    open override func removeFromSuperview() { super.removeFromSuperview() }

    /// Remakes the stack's constraints when its configuration changed.
    func arrangeSubviews() {
        arrangedSubviews.removeAll { $0.superview !== self }
        let signature: [AnyHashable] = [axis, spacing, alignment, distribution, isLayoutMarginsRelativeArrangement]
            + arrangedSubviews.map { [ObjectIdentifier($0), $0.isHidden] as [AnyHashable] }
        guard signature != arrangedSignature else { return }
        arrangedSignature = signature
        NSLayoutConstraint.deactivate(managed)
        for gap in gaps { removeLayoutGuide(gap) }
        gaps = []
        managed = makeConstraints()
        NSLayoutConstraint.activate(managed)
    }

    private func makeConstraints() -> [NSLayoutConstraint] {
        let horizontal = axis == .horizontal
        let box: Edges = isLayoutMarginsRelativeArrangement ? Edges(layoutMarginsGuide) : Edges(self)
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var made: [NSLayoutConstraint] = []
        func add(_ constraint: NSLayoutConstraint, _ name: String, _ priority: UILayoutPriority = .required) {
            constraint.identifier = name
            constraint.priority = priority
            made.append(constraint)
        }
        for view in arrangedSubviews where view.isHidden {
            add((horizontal ? view.widthAnchor : view.heightAnchor).constraint(equalToConstant: 0), "UISV-hiding")
        }
        guard let first = visible.first, let last = visible.last else { return made }
        let items = visible.map(Edges.init)
        add(items[0].start(horizontal).constraint(equalTo: box.start(horizontal)), "UISV-canvas-connection")
        add(box.end(horizontal).constraint(equalTo: items[items.count - 1].end(horizontal)), "UISV-canvas-connection")
        for (a, b) in zip(items, items.dropFirst()) {
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(b.start(horizontal).constraint(equalTo: a.end(horizontal), constant: spacing), "UISV-spacing")
            case .equalSpacing, .equalCentering:
                let gap = UILayoutGuide()
                gap.identifier = "UISV-distributing"
                addLayoutGuide(gap)
                gaps.append(gap)
                let g = Edges(gap)
                add(g.start(horizontal).constraint(equalTo: a.end(horizontal)), "UISV-distributing-edge")
                add(b.start(horizontal).constraint(equalTo: g.end(horizontal)), "UISV-distributing-edge")
                add(g.length(horizontal).constraint(greaterThanOrEqualToConstant: spacing), "UISV-spacing")
                if gaps.count > 1 {
                    add(g.length(horizontal).constraint(equalTo: Edges(gaps[0]).length(horizontal)), "UISV-fill-equally")
                }
            }
            if distribution == .fillEqually {
                add(b.length(horizontal).constraint(equalTo: items[0].length(horizontal)), "UISV-fill-equally")
            }
        }
        _ = (first, last)
        for item in items {
            let across = !horizontal
            switch alignment {
            case .fill:
                add(item.start(across).constraint(equalTo: box.start(across)), "UISV-alignment")
                add(box.end(across).constraint(equalTo: item.end(across)), "UISV-alignment")
            case .leading, .firstBaseline:
                add(item.start(across).constraint(equalTo: box.start(across)), "UISV-alignment")
                add(box.end(across).constraint(greaterThanOrEqualTo: item.end(across)), "UISV-spanning-boundary")
            case .trailing, .lastBaseline:
                add(box.end(across).constraint(equalTo: item.end(across)), "UISV-alignment")
                add(item.start(across).constraint(greaterThanOrEqualTo: box.start(across)), "UISV-spanning-boundary")
            case .center:
                add(item.middle(across).constraint(equalTo: box.middle(across)), "UISV-alignment")
                add(item.start(across).constraint(greaterThanOrEqualTo: box.start(across)), "UISV-spanning-boundary")
            }
        }
        if alignment != .fill {
            // The stack is as thin as its thickest view unless told otherwise.
            add(box.length(!horizontal).constraint(equalToConstant: 0), "UISV-spanning-fit", .fittingSizeLevel)
        }
        return made
    }
}

/// The anchors of a view or guide by axis, so one arrangement serves both.
private struct Edges {
    let item: LayoutItem

    init(_ view: UIView) { item = view.layoutView }
    init(_ guide: UILayoutGuide) { item = guide.layoutGuide }

    func start(_ horizontal: Bool) -> AnyAxisAnchor { AnyAxisAnchor(item, horizontal ? .leading : .top) }
    func end(_ horizontal: Bool) -> AnyAxisAnchor { AnyAxisAnchor(item, horizontal ? .trailing : .bottom) }
    func middle(_ horizontal: Bool) -> AnyAxisAnchor { AnyAxisAnchor(item, horizontal ? .centerX : .centerY) }
    func length(_ horizontal: Bool) -> NSLayoutDimension { horizontal ? item.widthAnchor : item.heightAnchor }
}

/// An x- or y-axis anchor chosen at run time.
private struct AnyAxisAnchor {
    let item: LayoutItem
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    private func make(_ relation: NSLayoutConstraint.Relation, _ other: AnyAxisAnchor, _ constant: CGFloat) -> NSLayoutConstraint {
        // Both anchors are on the same axis by construction, which is all
        // the throwing initializer checks that could fail here.
        try! NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other.item,
                                attribute: other.attribute, multiplier: 1, constant: constant)
    }

    func constraint(equalTo other: AnyAxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint { make(.equal, other, constant) }
    func constraint(greaterThanOrEqualTo other: AnyAxisAnchor) -> NSLayoutConstraint { make(.greaterThanOrEqual, other, 0) }
}
