import Foundation
import Layout

/// A picture as data: what to paint, back to front, on a page of `size`
/// points. ``Diagram`` makes one from a laid-out scene; a renderer paints it
/// on any canvas. Nothing in it knows of a drawing library.
public struct DisplayList: Hashable, Sendable {
    /// The page, in points; items lie within (0, 0, size).
    public var size: CGSize
    /// The page colour; nil for transparent.
    public var background: Color?
    /// What to paint, back to front.
    public var items: [DisplayItem]
    /// Where the scene's root view lies on the page, when the list shows a
    /// scene: pictures of one scene line up by it.
    public var rootFrame: CGRect?
    /// The colours of the style the list was drawn in, by role: writers that
    /// name colours (the SVG) name them so; other colours go unnamed.
    public var colorNames: [NamedColor]

    /// A page of `size` with `items`.
    public init(size: CGSize, background: Color? = .white, items: [DisplayItem] = [], colorNames: [NamedColor] = []) {
        self.size = size
        self.background = background
        self.items = items
        self.colorNames = colorNames
    }

    /// Every item, with those of clip groups in place of the groups.
    public var flattened: [DisplayItem] {
        func flatten(_ items: [DisplayItem]) -> [DisplayItem] {
            items.flatMap { item -> [DisplayItem] in
                if case .clipped(let group) = item { return flatten(group.items) }
                return [item]
            }
        }
        return flatten(items)
    }

    /// Every text item, in painting order.
    public var texts: [TextItem] {
        flattened.compactMap { if case .text(let t) = $0 { t } else { nil } }
    }

    /// Every shape item, in painting order.
    public var shapes: [ShapeItem] {
        flattened.compactMap { if case .shape(let s) = $0 { s } else { nil } }
    }

    /// Every hatched region, in painting order.
    public var hatches: [HatchItem] {
        flattened.compactMap { if case .hatch(let h) = $0 { h } else { nil } }
    }

    /// The items standing for `role`.
    public func items(for role: DisplayRole) -> [DisplayItem] {
        flattened.filter { $0.role == role }
    }

    /// The same list on a page `size`, its items moved by (dx, dy).
    public func placed(dx: CGFloat, dy: CGFloat, size: CGSize) -> DisplayList {
        var list = DisplayList(size: size, background: background, items: items.map { $0.offsetBy(dx: dx, dy: dy) },
                               colorNames: colorNames)
        list.rootFrame = rootFrame?.offsetBy(dx: dx, dy: dy)
        return list
    }

    /// Pictures of the states of one scene on one canvas: every list gets the
    /// same page size, with its root at the same place, so that the pictures
    /// can be flipped through or compared. Titles keep their place at the top.
    /// Lists whose roots differ in size (other devices, not other states)
    /// come back as they are.
    public static func aligned(_ lists: [DisplayList]) -> [DisplayList] {
        guard lists.count > 1, let first = lists[0].rootFrame,
              lists.allSatisfy({ $0.rootFrame.map { abs($0.width - first.width) < 0.5 && abs($0.height - first.height) < 0.5 } ?? false })
        else { return lists }
        return withRootsAtOneOrigin(lists)
    }

    /// Every list on one page size with its root's top-left corner at one
    /// place, whatever the roots' sizes (an animation rotating a scene keeps
    /// its corner still); titles keep their place at the top. Lists without
    /// a root come back as they are.
    public static func withRootsAtOneOrigin(_ lists: [DisplayList]) -> [DisplayList] {
        guard lists.count > 1, lists.allSatisfy({ $0.rootFrame != nil }) else { return lists }
        let left = lists.map { $0.rootFrame!.minX }.max()!, top = lists.map { $0.rootFrame!.minY }.max()!
        let shifts = lists.map { (left - $0.rootFrame!.minX, top - $0.rootFrame!.minY) }
        let width = zip(lists, shifts).map { $0.size.width + $1.0 }.max()!
        let height = zip(lists, shifts).map { $0.size.height + $1.1 }.max()!
        return zip(lists, shifts).map { list, shift in
            var moved = list.placed(dx: shift.0, dy: shift.1, size: CGSize(width: width, height: height))
            // The title stays where every title is: top left.
            moved.items = zip(list.items, moved.items).map { old, new in old.role == .title ? old : new }
            return moved
        }
    }
}
