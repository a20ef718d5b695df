import Foundation
import Layout

/// The I-bar of a spacing: across the gap between two items, in the first
/// lane clear of the marks drawn so far.
extension ConstraintMarker {
    /// An I-bar from `there` to `here` along the axis, across the middle of
    /// the two items' overlap, or the first item's, in the first clear lane:
    /// near the middle first, then anywhere across the overlap, then just
    /// beside the first item. A lane whose only fault is that it touches a
    /// text (a gap between two labels whose text fills them) comes after the
    /// clear lanes near the middle: a bar in a lane with no room, drawn cut
    /// around the text it runs into, loses its caps and reads as part of
    /// whatever line it lies on (three centre offsets down one centre line).
    mutating func spacingBar(from there: CGFloat, to here: CGFloat, first: LayoutItem, second: LayoutItem,
                                     horizontal: Bool, stroke: StrokeStyle, label: String, role: DisplayRole,
                                     title: String, kind: MarkKinds) -> ConstraintMark
    {
        let (a, b) = (first.frame, second.frame)
        let low = horizontal ? max(a.minY, b.minY) : max(a.minX, b.minX)
        let high = horizontal ? min(a.maxY, b.maxY) : min(a.maxX, b.maxX)
        let overlaps = high > low
        let (span, middle) = overlaps ? (high - low, (low + high) / 2)
            : (horizontal ? (a.height, a.midY) : (a.width, a.midX))
        func lane(_ at: CGFloat) -> Segment { Segment(horizontal: horizontal, at: at, from: there, to: here) }
        // Lanes within the overlap first, then beyond it.
        let steps = [0, -1, 1, -2, 2, -3, 3, -4, 4].map { middle + CGFloat($0) * 12 }
        let reach = max(0, span / 2 - 4)
        let within = steps.filter { abs($0 - middle) <= reach }
        let near = (within + steps.filter { !within.contains($0) }).map(lane)
        // Loops, not closures: see `sizeBar`.
        var chosen: Segment?
        // Within the overlap, a lane that only touches a text at one end
        // (ends on a label whose words start at its edge) comes before any
        // beyond the overlap: there a bar ends at neither item's side, and
        // reads as a spacing of whatever it does end at (a validation
        // label's leading "8" drawn in the 5-pt gap above it, on the
        // field's corner). Not one between two texts (an 8-pt gap between
        // two labels' words): its figure has no room beside it there, and
        // would be led far off; on the labels' top edge it sits above.
        let (inside, beyond) = (Array(near.prefix(within.count)), Array(near.dropFirst(within.count)))
        for candidate in inside where lanes.isClear(candidate) {
            chosen = candidate
            break
        }
        for candidate in inside where chosen == nil && lanes.isClear(candidate, touchingText: true)
            && lanes.textsTouched(by: candidate) < 2
        {
            chosen = candidate
            break
        }
        // Beyond the overlap a bar enters no view but those around the two
        // items, and stays over the scene, where it can: in a third view it
        // reads as that one's (a 4-pt gap between two labels beside an
        // avatar, drawn inside the avatar's circle; the middle lane, its
        // figure led off, is better). A view behind both (a card's
        // background, a sibling under them) is around them. Where every
        // such lane does, one that enters a view still beats one through a
        // text.
        let entering = enclosing(first).union(enclosing(second))
        // Asked only of the few bars with no clear lane near the middle.
        let around = chosen != nil ? entering : entering.union(lanes.views(around: a) + lanes.views(around: b))
        let over = scene.root.frame.insetBy(dx: -0.5, dy: -0.5)
        for strict in [true, false] where chosen == nil {
            for touching in [false, true] where chosen == nil {
                // Beyond the overlap, clear; then any that touches a text.
                for (index, candidate) in (touching ? near : beyond).enumerated() {
                    let loose = !strict || (touching && index < inside.count)
                    guard loose || over.encloses(candidate.box()),
                          lanes.isClear(candidate, touchingText: touching, entering: loose ? nil : around) else { continue }
                    chosen = candidate
                    break
                }
            }
        }
        // Further across a wide overlap, then beside the first item, past
        // its edges; each side in turn. Found, and the label measured, only
        // where no lane near has room: most spacings take the middle one.
        if chosen == nil {
            let further = furtherSpacingLanes(around: middle, reach: reach, beside: a, horizontal: horizontal, besides: steps)
                .map(lane)
            // Away from the middle, a lane is taken only where its label has
            // room beside it over the scene: a lane clear of text whose label
            // would go past the root widens the whole picture.
            let room = labelSize?(label), root = scene.root.frame
            for touching in [false, true] where chosen == nil {
                for candidate in further where lanes.isClear(candidate, touchingText: touching)
                    && hasRoom(room, beside: candidate, in: root, entering)
                {
                    chosen = candidate
                    break
                }
            }
        }
        let bar = chosen ?? near[0]
        lanes.add(bar)
        let lines = ConstraintMark.iBar(from: bar.start, to: bar.end, horizontal: horizontal, cap: style.capLength)
        let anchor = CGPoint(x: (bar.start.x + bar.end.x) / 2, y: (bar.start.y + bar.end.y) / 2)
        return ConstraintMark(lines: lines, stroke: stroke, label: label, labelColor: stroke.color, anchor: anchor,
                              orientation: horizontal ? .horizontal : .vertical, role: role, labelRole: labelRole(role),
                              kind: kind, title: title, along: bar.length)
    }

    /// Where a spacing's bar may go when no lane near the middle of the
    /// overlap is clear: further across a wide overlap (`reach` either side
    /// of its `middle`), then beside `item`, past its edges; each side in
    /// turn, none within 6 pt of the lanes tried already.
    private func furtherSpacingLanes(around middle: CGFloat, reach: CGFloat, beside item: CGRect, horizontal: Bool,
                                     besides tried: [CGFloat]) -> [CGFloat]
    {
        var further: [CGFloat] = []
        // At most 40 lanes a side: a spacing across the root of a scene
        // thousands of points wide would otherwise try hundreds.
        for offset in stride(from: CGFloat(60), through: min(reach, 480), by: 12) {
            further += [middle - offset, middle + offset]
        }
        let (itemLow, itemHigh) = horizontal ? (item.minY, item.maxY) : (item.minX, item.maxX)
        for step in 0..<3 {
            let offset = 8 + CGFloat(step) * 12
            further += [itemLow - offset, itemHigh + offset]
        }
        return further.filter { at in !tried.contains { abs($0 - at) < 6 } }
    }
}
