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

    /// A page of `size` with `items`.
    public init(size: CGSize, background: Color? = .white, items: [DisplayItem] = []) {
        self.size = size
        self.background = background
        self.items = items
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
}
