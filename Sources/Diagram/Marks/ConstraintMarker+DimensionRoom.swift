import Foundation
import Layout

/// Where a dimension line has room: the lanes inside an item, and whether
/// a lane leaves room beside it for the line's label (inside the item,
/// off its subviews, their text and the marks drawn so far), or, outside
/// the item, over the scene.
extension ConstraintMarker {
    /// The lanes inside `item` for a dimension along `axis`, 14 pt apart
    /// from 14 pt inside its far edge inwards, up to 14 pt from its near
    /// one: none for an item thinner than 34 pt, or an oval.
    func insideLanes(of item: LayoutItem, axis: LayoutConstraint.Axis) -> [Segment] {
        let frame = item.frame
        let horizontal = axis == .horizontal
        let depth = horizontal ? frame.height : frame.width
        guard (item as? View)?.shape != .oval, depth >= 34 else { return [] }
        let (from, to) = horizontal ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
        let farEdge = horizontal ? frame.maxY : frame.maxX
        return (0..<4).map { 14 + CGFloat($0) * 14 }.filter { $0 <= depth - 14 }.map { offset in
            Segment(horizontal: horizontal, at: farEdge - offset, from: from, to: to)
        }
    }

    /// The size of the label drawn beside an inside bar `along` long: the
    /// `short` one where the full one would not fit on the bar (as
    /// `Annotation` chooses).
    func insideLabelSize(_ label: String?, short: String?, along: CGFloat) -> CGSize? {
        let full = label.flatMap { labelSize?($0) }
        if let short, let full, along < full.width + 24 { return labelSize?(short) }
        return full
    }

    /// Whether `item` has a clear lane inside it along `axis` with room
    /// beside it for `label` (see ``sizeBar(on:axis:label:short:constraint:status:title:stroke:role:alone:mayTurn:)``).
    func hasRoomyInsideLane(on item: LayoutItem, axis: LayoutConstraint.Axis, label: String, short: String?) -> Bool {
        let frame = item.frame
        let entering = enclosing(item)
        let room = insideLabelSize(label, short: short, along: axis == .horizontal ? frame.width : frame.height)
        return insideLanes(of: item, axis: axis).contains { bar in
            lanes.isClear(bar, entering: entering) && !lanes.runsBesideAlignment(bar) && hasRoom(room, beside: bar, in: frame, entering)
        }
    }

    /// Whether a label of `size` has room beside an inside `bar` (either
    /// side of a vertical one, above or below a horizontal one, or on a bar
    /// long enough to carry it) within `frame`, off the item's subviews and
    /// their text: a bar between two buttons of a toolbar, its label across
    /// one's outline, reads as that button's. No label, or one wider than
    /// the item, asks for no room.
    func hasRoom(_ size: CGSize?, beside bar: Segment, in frame: CGRect, _ entering: Set<ObjectIdentifier>) -> Bool {
        switch room(size, beside: bar, in: frame, entering) {
        case .notAsked, .at: true
        case .none: false
        }
    }

    /// Where a label needs room beside an inside bar: none asked, none
    /// found, or the spot the placer would take first.
    enum LabelRoom: Equatable {
        case notAsked, none
        case at(CGRect)
    }

    /// The room for a label of `size` beside an inside `bar` (see
    /// ``hasRoom(_:beside:in:_:)``): the spot the placer tries first among
    /// those open, on the bar where it is long enough to carry the label
    /// (as `Annotation` draws it), else beside it, the right side of a
    /// vertical bar before its left, above a horizontal one before below.
    /// A vertical bar's own label on it counts as room, as a horizontal
    /// one's always did.
    func room(_ size: CGSize?, beside bar: Segment, in frame: CGRect, _ entering: Set<ObjectIdentifier>) -> LabelRoom {
        guard let size else { return .notAsked }
        let gap = style.labelGap
        let (width, height) = (size.width + 4, size.height)
        // A label wider than the item cannot be kept inside it: taking the
        // bar outside would not help it (a dimension's long "wants 300,
        // gets 201" beside a narrow view).
        guard width <= frame.width + 0.5, height <= frame.height + 0.5 else { return .notAsked }
        let middle = (bar.from + bar.to) / 2
        var spots: [CGRect] = []
        // On the bar first where it is long enough, as `Annotation` places it.
        if bar.length >= size.width + 24 {
            spots.append(bar.horizontal ? CGRect(x: middle - width / 2, y: bar.at - height / 2, width: width, height: height)
                : CGRect(x: bar.at - width / 2, y: middle - height / 2, width: width, height: height))
        }
        // As the placer slides a label along its mark, off a centre line crossing it.
        for slide in LabelPlacer.firstRingSlides {
            if bar.horizontal {
                let x = middle - width / 2 + slide * (width / 2 + gap)
                spots += [CGRect(x: x, y: bar.at - gap - height, width: width, height: height),
                          CGRect(x: x, y: bar.at + gap, width: width, height: height)]
            } else {
                let y = middle - height / 2 + slide * (height + gap)
                spots += [CGRect(x: bar.at + gap, y: y, width: width, height: height),
                          CGRect(x: bar.at - gap - width, y: y, width: width, height: height)]
            }
        }
        let within = frame.insetBy(dx: -0.5, dy: -0.5)
        // A spot 1 pt larger than the plate: the views' boxes lie 1 pt inside
        // their outlines, and a plate that reaches across a subview's outline
        // is one the placer will not take (a figure on a bar 6 pt under a
        // row of buttons, its plate 0.7 pt into their bottom edge), so the
        // bar would be drawn here and its figure led off it.
        let open = spots.first { within.encloses($0) && lanes.isOpen($0.insetBy(dx: -1, dy: -1), entering: entering) }
        return open.map { .at($0) } ?? .none
    }

    /// Whether `bar`, outside its item (beyond its far edge, or its near
    /// one), lies over `root` with room there for a label of `size`: on the
    /// bar, or beside it away from the item (towards it, it would lie across
    /// the item's edge).
    static func staysOver(_ root: CGRect, _ bar: Segment, beyondFarEdge: Bool, label size: CGSize, gap: CGFloat) -> Bool {
        guard root.insetBy(dx: -0.5, dy: -0.5).encloses(bar.box()) else { return false }
        let across = bar.horizontal ? size.height : size.width + 4
        let (low, high) = bar.horizontal ? (root.minY, root.maxY) : (root.minX, root.maxX)
        if bar.length >= size.width + 24, bar.at - across / 2 >= low, bar.at + across / 2 <= high { return true }
        return beyondFarEdge ? bar.at + gap + across <= high : bar.at - gap - across >= low
    }
}
