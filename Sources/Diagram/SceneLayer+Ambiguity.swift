import Foundation
import Layout

// Ambiguous items: dashed ghosts at the ends of what they may take.
extension SceneLayer {
    /// Dashed ghosts of an ambiguous item at the ends of what it may take
    /// (or 24 pt away where it is unbounded), and one note naming what is
    /// free along both axes ("ambiguous x, y, width": one note an axis
    /// would set the item's name twice around it).
    ///
    /// An item free only as part of an ambiguous ancestor, free the same
    /// ways or more (a label in a stack view whose y nothing sets), has no
    /// ghosts nor note of its own: it moves with the ancestor, whose note
    /// counts it ("UIStackView iwp-dU-Gkq: ambiguous y, with 4 views in
    /// it"). A student's landscape screen with one stack's y unset drew 30
    /// such notes and their ghosts.
    mutating func drawGhosts(_ ambiguities: [Ambiguity]) {
        let freeByItem = ambiguities.reduce(into: [ObjectIdentifier: Set<LayoutConstraint.Attribute>]()) { free, ambiguity in
            free[ObjectIdentifier(ambiguity.item), default: []].formUnion(ambiguity.freeAttributes.map(\.attribute))
        }
        var carried: [ObjectIdentifier: Int] = [:]
        var carriedItems: Set<ObjectIdentifier> = []
        for (id, item) in Dictionary(ambiguities.map { (ObjectIdentifier($0.item), $0.item) }, uniquingKeysWith: { a, _ in a }) {
            guard let carrier = Self.ambiguousCarrier(of: item, freeByItem: freeByItem) else { continue }
            carriedItems.insert(id)
            carried[ObjectIdentifier(carrier), default: 0] += 1
        }
        var free: [(item: LayoutItem, what: [String])] = []
        for ambiguity in ambiguities where !carriedItems.contains(ObjectIdentifier(ambiguity.item)) {
            let item = ambiguity.item
            let frame = item.frame
            var ghosts: [CGRect] = []
            for free in ambiguity.freeAttributes {
                let current = value(free.attribute, of: frame)
                for bound in [free.lowerBound ?? current - 24, free.upperBound ?? current + 24] {
                    let ghost = set(free.attribute, of: frame, to: bound)
                    if abs(bound - current) > 0.5, ghost.width > 0, ghost.height > 0, !ghosts.contains(ghost) {
                        ghosts.append(ghost)
                    }
                }
            }
            // Dashed over what views show, a ghost stops short of it: its
            // edge ran through a field's placeholder and a button's title.
            for ghost in ghosts {
                for path in outlineAroundText(((item as? View)?.shape ?? .rectangle).path(in: ghost)) {
                    shapes.append(.shape(ShapeItem(path: path, fill: nil,
                                                   stroke: StrokeStyle(color: style.ambiguous, width: 1, dash: [3, 3]),
                                                   role: .ambiguityGhost(item.name))))
                }
            }
            let what = ambiguity.freeAttributes.map { $0.attribute == .left ? "x" : $0.attribute == .top ? "y" : "\($0.attribute)" }
            if let index = free.firstIndex(where: { $0.item === item }) { free[index].what += what } else { free.append((item, what)) }
        }
        let order = ["x", "y", "width", "height"]
        for (item, what) in free {
            let said = what.sorted { (order.firstIndex(of: $0) ?? 4) < (order.firstIndex(of: $1) ?? 4) }
            let within = carried[ObjectIdentifier(item)].map { ", with \($0) view\($0 == 1 ? "" : "s") in it" } ?? ""
            notes.append(Note(text: "\(item.name): ambiguous \(said.joined(separator: ", "))\(within)", color: style.ambiguous,
                              anchor: CGPoint(x: item.frame.midX, y: item.frame.minY), role: .ambiguityGhost(item.name),
                              fontSize: style.annotationSize, edge: item.frame.horizontalSpan))
        }
    }

    /// The outermost ambiguous ancestor of `item` (a guide's owning view
    /// and up) free in every way `item` is, which `item` moves with; nil
    /// where there is none.
    static func ambiguousCarrier(of item: LayoutItem,
                                 freeByItem: [ObjectIdentifier: Set<LayoutConstraint.Attribute>]) -> LayoutItem?
    {
        guard let own = freeByItem[ObjectIdentifier(item)] else { return nil }
        var carrier: LayoutItem?
        var next: View? = (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
        while let ancestor = next {
            if let free = freeByItem[ObjectIdentifier(ancestor)], free.isSuperset(of: own) { carrier = ancestor }
            next = ancestor.superview
        }
        return carrier
    }

    private func value(_ attribute: LayoutConstraint.Attribute, of frame: CGRect) -> CGFloat {
        switch attribute {
        case .left: frame.minX
        case .top: frame.minY
        case .width: frame.width
        default: frame.height
        }
    }

    private func set(_ attribute: LayoutConstraint.Attribute, of frame: CGRect, to value: CGFloat) -> CGRect {
        var frame = frame
        switch attribute {
        case .left: frame.origin.x = value
        case .top: frame.origin.y = value
        case .width: frame.size.width = value
        default: frame.size.height = value
        }
        return frame
    }
}
