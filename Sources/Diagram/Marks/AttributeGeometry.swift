import Foundation
import Layout

/// Where an attribute of a laid-out item lies on the page: the x of a
/// horizontal location, the y of a vertical one, the length of a size.
struct AttributeGeometry {
    let direction: LayoutDirection
    let safeAreaInsets: EdgeInsets
    let root: View

    init(scene: Scene) {
        direction = scene.layoutDirection
        safeAreaInsets = scene.safeAreaInsets
        root = scene.root
    }

    /// The value of `attribute` on `item`'s frame, in root coordinates, with
    /// leading and trailing running as they do for `constraint`
    /// (``LayoutConstraint/layoutDirection(relativeTo:)``).
    func value(_ attribute: LayoutConstraint.Attribute, of item: LayoutItem, in constraint: LayoutConstraint) -> CGFloat {
        let frame = attribute.isMargin ? marginFrame(of: item) : item.frame
        let leftToRight = constraint.layoutDirection(relativeTo: direction) == .leftToRight
        switch attribute.unmarginated {
        case .left: return frame.minX
        case .right: return frame.maxX
        case .leading: return leftToRight ? frame.minX : frame.maxX
        case .trailing: return leftToRight ? frame.maxX : frame.minX
        case .centerX: return frame.midX
        case .top: return frame.minY
        case .bottom: return frame.maxY
        case .centerY: return frame.midY
        case .width: return frame.width
        case .height: return frame.height
        case .firstBaseline, .lastBaseline: return baseline(attribute, of: item)
        default: return 0
        }
    }

    /// Where the layout put a view's baseline: in its text (a label's, a
    /// button's title), else at its bottom, as in UIKit. A guide has none.
    private func baseline(_ attribute: LayoutConstraint.Attribute, of item: LayoutItem) -> CGFloat {
        guard let view = item as? View else { return item.frame.maxY }
        return attribute == .firstBaseline ? view.baselineYs.first : view.baselineYs.last
    }

    /// The frame of a view's layout-margins guide, without asking the view
    /// for the guide (which would create one after the layout).
    private func marginFrame(of item: LayoutItem) -> CGRect {
        guard let view = item as? View else { return item.frame }
        var frame = view.frame
        if view === root && view.insetsLayoutMarginsFromSafeArea { frame = safeAreaInsets.inset(frame) }
        return view.layoutMargins.inset(frame)
    }

    /// Where along the axis the common ancestor's coordinates start: the
    /// origin a location multiplier scales from.
    func origin(of constraint: LayoutConstraint, axis: LayoutConstraint.Axis) -> CGFloat {
        guard let first = constraint.firstItem else { return 0 }
        let chain = ancestry(of: first)
        let other = constraint.secondItem.map(ancestry) ?? chain
        let common = chain.first { view in other.contains { $0 === view } } ?? root
        return axis == .horizontal ? common.frame.minX : common.frame.minY
    }

    private func ancestry(of item: LayoutItem) -> [View] {
        var chain: [View] = []
        var view: View? = (item as? View) ?? (item as? LayoutGuide)?.owningView
        while let current = view {
            chain.append(current)
            view = current.superview
        }
        return chain
    }
}
