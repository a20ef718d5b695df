import Foundation

/// The leaders' geometry: where a label's leader starts and ends, and
/// whether it crosses another leader, a label or what views show.
extension LabelPlacer {
    /// A point along ``anchorEdge`` (at `anchor`'s height) from which a
    /// leader to `box` crosses no leader, runs through no label nor along
    /// an outline or another mark's line (nor what views show, where
    /// leaders keep clear of it):
    /// the ends of the stretch of the edge over or under the box (2 pt in
    /// from the edge's ends, the edge's inset in from the box's), then its
    /// middle, nearest the anchor first; or, beside the box, the edge's
    /// end nearest it. Nil where there is no edge or no such point.
    func clearStart(to box: CGRect, from anchor: CGPoint, offset: CGFloat, owner: Int? = nil) -> CGPoint? {
        guard let (edge, inset) = anchorEdge, edge.upperBound - edge.lowerBound > 4 else { return nil }
        let (low, high) = (max(edge.lowerBound + 2, box.minX + inset), min(edge.upperBound - 2, box.maxX - inset))
        let xs: [CGFloat] = low <= high ? [low, high, (low + high) / 2].sorted { abs($0 - anchor.x) < abs($1 - anchor.x) }
            : [box.maxX < edge.lowerBound ? edge.lowerBound + 2 : edge.upperBound - 2]
        for x in xs where abs(x - anchor.x) > 0.5 {
            let start = CGPoint(x: x, y: anchor.y)
            if !leaders.isEmpty && leaderCrossesLeader(to: box, from: start, offset: offset) { continue }
            if leaderCrossesLabel(to: box, from: start, offset: offset) || leaderRunsAlongOutline(to: box, from: start, offset: offset)
                || leaderRunsAlongLine(to: box, from: start, offset: offset, owner: owner)
            {
                continue
            }
            if (leadersKeepClear || clearance == .clear) && leaderCrossesText(to: box, from: start, offset: offset) { continue }
            return start
        }
        return nil
    }

    /// The point of `box` nearest `anchor`, where a leader to it ends.
    static func nearestPoint(of box: CGRect, to anchor: CGPoint) -> CGPoint {
        CGPoint(x: min(max(anchor.x, box.minX), box.maxX), y: min(max(anchor.y, box.minY), box.maxY))
    }

    /// How far `box` is from `anchor`: the length of a leader to it.
    static func leaderLength(to box: CGRect, from anchor: CGPoint) -> CGFloat {
        let nearest = nearestPoint(of: box, to: anchor)
        return hypot(nearest.x - anchor.x, nearest.y - anchor.y)
    }

    /// Whether a leader drawn before runs through `box` (a label there
    /// would be struck out by it), but for leaders from `anchor`, the
    /// label's own mark's.
    func leaderCrosses(_ box: CGRect, from anchor: CGPoint) -> Bool {
        leaders.contains { other in
            !Self.isLeader(other, from: anchor) && Self.segment(from: other.start, to: other.end, crosses: box)
        }
    }

    /// Whether `leader` starts at `anchor`: a mark's own, which its other
    /// label's leader and box may meet.
    static func isLeader(_ leader: (start: CGPoint, end: CGPoint), from anchor: CGPoint) -> Bool {
        hypot(leader.start.x - anchor.x, leader.start.y - anchor.y) <= 0.5
    }

    /// Whether the leader a label at `box` would be drawn with runs through
    /// a label placed before, striking it out.
    func leaderCrossesLabel(to box: CGRect, from anchor: CGPoint, offset: CGFloat) -> Bool {
        guard let nearest = Self.leaderEnd(to: box, from: anchor, offset: offset) else { return false }
        return strikesLabel((anchor, nearest))
    }

    /// Whether `leader`, drawn to a label placed last, runs through a
    /// label placed before it (one not holding its start), striking it out.
    func strikesLabel(_ leader: (start: CGPoint, end: CGPoint)) -> Bool {
        placed.indices(meeting: Self.reach(of: leader)).contains { strikes(placed.boxes[$0], leader) }
    }

    /// The box a leader spans, to find the labels it may run through.
    static func reach(of leader: (start: CGPoint, end: CGPoint)) -> CGRect {
        CGRect(x: min(leader.start.x, leader.end.x), y: min(leader.start.y, leader.end.y),
               width: abs(leader.end.x - leader.start.x), height: abs(leader.end.y - leader.start.y))
    }

    /// Whether `leader` runs through the label at `box` (a point in from
    /// its edges), one not holding its start.
    func strikes(_ box: CGRect, _ leader: (start: CGPoint, end: CGPoint)) -> Bool {
        let label = box.insetBy(dx: 1, dy: 1)
        return label.width > 0 && label.height > 0 && !label.contains(leader.start)
            && Self.segment(from: leader.start, to: leader.end, crosses: label)
    }

    /// Whether the leader a label at `box` would be drawn with (see
    /// ``leaderCrossesText(to:from:offset:)``) crosses a recorded one or
    /// runs along it; two leaders from one anchor (a mark's two labels) do
    /// not count.
    func leaderCrossesLeader(to box: CGRect, from anchor: CGPoint, offset: CGFloat) -> Bool {
        guard let nearest = Self.leaderEnd(to: box, from: anchor, offset: offset) else { return false }
        return leaders.contains { other in
            !Self.isLeader(other, from: anchor) && Self.leaders(anchor, nearest, meet: other.start, other.end)
        }
    }

    /// Whether the leaders `a`–`b` and `c`–`d` cross, or run along one
    /// line: four badges' leaders from containers stacked in a column ran
    /// down one line to their badges under the picture, one line that
    /// seemed to lead to all four.
    static func leaders(_ a: CGPoint, _ b: CGPoint, meet c: CGPoint, _ d: CGPoint) -> Bool {
        segments(a, b, cross: c, d) || runAlong(a, b, c, d)
    }

    /// Whether `c`–`d` lies on the line of `a`–`b`, both its ends within
    /// ``besideOutline`` of it, alongside `a`–`b` for more than
    /// ``alongLeader`` points.
    static func runAlong(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> Bool {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let length = hypot(dx, dy)
        guard length > alongLeader else { return false }
        func across(_ p: CGPoint) -> CGFloat { abs((p.x - a.x) * dy - (p.y - a.y) * dx) / length }
        guard across(c) <= besideOutline, across(d) <= besideOutline else { return false }
        func along(_ p: CGPoint) -> CGFloat { ((p.x - a.x) * dx + (p.y - a.y) * dy) / length }
        let (from, to) = (along(c), along(d))
        return min(length, max(from, to)) - max(0, min(from, to)) > alongLeader
    }

    /// How far two leaders may run along one line, in points: as far as
    /// a leader may run along an outline.
    static let alongLeader: CGFloat = alongOutline

    /// Where the leader to a label at `box` from `anchor` ends (the box's
    /// point nearest the anchor), or nil where the label is close enough
    /// to need none: within a label height past `offset` (`Diagram.place`).
    static func leaderEnd(to box: CGRect, from anchor: CGPoint, offset: CGFloat) -> CGPoint? {
        let nearest = nearestPoint(of: box, to: anchor)
        return hypot(nearest.x - anchor.x, nearest.y - anchor.y) > offset + box.height ? nearest : nil
    }

    /// Whether the segments `a`–`b` and `c`–`d` cross at a point inside
    /// both (touching or running along each other does not count).
    static func segments(_ a: CGPoint, _ b: CGPoint, cross c: CGPoint, _ d: CGPoint) -> Bool {
        func side(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint) -> CGFloat { (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x) }
        let (d1, d2) = (side(c, d, a), side(c, d, b))
        let (d3, d4) = (side(a, b, c), side(a, b, d))
        return (d1 > 0 && d2 < 0 || d1 < 0 && d2 > 0) && (d3 > 0 && d4 < 0 || d3 < 0 && d4 > 0)
    }

    /// Whether the leader a label at `box` would be drawn with (from
    /// `anchor` to the box's nearest point, when that is further than a
    /// label height: `Diagram.place`) crosses ``leaderObstacles``: a leader
    /// through the "7" of a keypad strikes it out. A box holding the anchor
    /// well inside itself does not count.
    func leaderCrossesText(to box: CGRect, from anchor: CGPoint, offset: CGFloat) -> Bool {
        textsCrossed(to: box, from: anchor, offset: offset, stoppingAtFirst: true) > 0
    }

    /// How many of ``leaderObstacles`` the leader a label at `box` would be
    /// drawn with crosses (``leaderCrossesText(to:from:offset:)``), or 1 at
    /// the first where `stoppingAtFirst`.
    func textsCrossed(to box: CGRect, from anchor: CGPoint, offset: CGFloat, stoppingAtFirst: Bool = false) -> Int {
        guard let nearest = Self.leaderEnd(to: box, from: anchor, offset: offset) else { return 0 }
        let reach = CGRect(x: min(anchor.x, nearest.x), y: min(anchor.y, nearest.y),
                           width: abs(nearest.x - anchor.x), height: abs(nearest.y - anchor.y))
        var crossed = 0
        for index in leaderObstacles.indices(meeting: reach) {
            // A point in from the text's box: an anchor on its edge (a
            // spacing of 0 below a label) leads away from it freely, but not
            // back through it; from one well inside, every leader leaves
            // through the text, and none is passed over for that.
            let text = leaderObstacles.boxes[index].insetBy(dx: 1, dy: 1)
            guard text.width > 0, text.height > 0, !text.contains(anchor) else { continue }
            if Self.segment(from: anchor, to: nearest, crosses: text) {
                crossed += 1
                if stoppingAtFirst { break }
            }
        }
        return crossed
    }

    /// Whether the leader a label at `box` would be drawn with runs along
    /// a view's outline (``outlines``), within ``besideOutline`` of its
    /// line, for more than ``alongOutline`` points: hidden under the line
    /// (a name led straight up from a view of no width, on its
    /// container's side), it seems to end where the outline turns and to
    /// point at the container.
    func leaderRunsAlongOutline(to box: CGRect, from anchor: CGPoint, offset: CGFloat) -> Bool {
        guard let outlines, let end = Self.leaderEnd(to: box, from: anchor, offset: offset) else { return false }
        return Self.runsAlong(outlines, from: anchor, to: end) { _ in true }
    }

    /// Whether the leader a label at `box` would be drawn with runs along
    /// the line of a mark but `owner`'s (one drawn: not a size said in
    /// words) as ``leaderRunsAlongOutline(to:from:offset:)`` says: under a
    /// spacing's I-bar, a name led straight up from its view's top edge to
    /// a spot over the root is drawn over by the bar and seems to point at
    /// the root's top, where the bar starts.
    func leaderRunsAlongLine(to box: CGRect, from anchor: CGPoint, offset: CGFloat, owner: Int?) -> Bool {
        guard let end = Self.leaderEnd(to: box, from: anchor, offset: offset) else { return false }
        return Self.runsAlong(lines, from: anchor, to: end) { index in
            lineOwners[index] != owner && !releasedOwners.contains(lineOwners[index])
        }
    }

    /// Whether the segment from `anchor` to `end` runs along one of the
    /// thin boxes of `lines` that `counts`, within ``besideOutline`` of its
    /// line, for more than ``alongOutline`` points.
    static func runsAlong(_ lines: BoxIndex, from anchor: CGPoint, to end: CGPoint, where counts: (Int) -> Bool) -> Bool {
        let reach = CGRect(x: min(anchor.x, end.x), y: min(anchor.y, end.y), width: abs(end.x - anchor.x),
                           height: abs(end.y - anchor.y)).insetBy(dx: -besideOutline, dy: -besideOutline)
        let length = hypot(end.x - anchor.x, end.y - anchor.y)
        return lines.intersectsAny(BoxIndex.Query(reach), where: { index in
            let edge = lines.boxes[index]
            let vertical = ViewEdges.isVertical(edge)
            guard vertical || ViewEdges.isHorizontal(edge), counts(index) else { return false }
            // The stretch of the leader (as fractions of it) near the
            // edge's line, across it, and within the edge's span, along it.
            let (across, at, along, span) = vertical ? (anchor.x, edge.midX, anchor.y, edge.minY...edge.maxY)
                : (anchor.y, edge.midY, anchor.x, edge.minX...edge.maxX)
            let (dAcross, dAlong) = vertical ? (end.x - anchor.x, end.y - anchor.y) : (end.y - anchor.y, end.x - anchor.x)
            guard let near = fractions(from: across, by: dAcross, within: at - besideOutline...at + besideOutline),
                  let inside = fractions(from: along, by: dAlong, within: span) else { return false }
            return (min(near.upperBound, inside.upperBound) - max(near.lowerBound, inside.lowerBound)) * length > alongOutline
        })
    }

    /// The fractions `t` of 0...1 for which `start + t × change` lies in
    /// `range`, or nil where none does.
    static func fractions(from start: CGFloat, by change: CGFloat, within range: ClosedRange<CGFloat>) -> ClosedRange<CGFloat>? {
        if abs(change) < 1e-9 { return range.contains(start) ? 0...1 : nil }
        let (a, b) = ((range.lowerBound - start) / change, (range.upperBound - start) / change)
        let (low, high) = (max(0, min(a, b)), min(1, max(a, b)))
        return low <= high ? low...high : nil
    }

    /// How near an outline's line a leader runs along it, in points: a
    /// line's width and a half either side reads as one with it.
    static let besideOutline: CGFloat = 1.5

    /// How far a leader may run along an outline, in points: one leaving
    /// its anchor on an edge at 7° or more, or crossing an outline at 15°
    /// or more, is clear of it in less.
    static let alongOutline: CGFloat = 12

    /// Whether the segment from `a` to `b` passes through the inside of
    /// `rect` (Liang–Barsky clipping; touching an edge does not count).
    static func segment(from a: CGPoint, to b: CGPoint, crosses rect: CGRect) -> Bool {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        var (enter, leave) = (CGFloat(0), CGFloat(1))
        for (p, q) in [(-dx, a.x - rect.minX), (dx, rect.maxX - a.x), (-dy, a.y - rect.minY), (dy, rect.maxY - a.y)] {
            if p == 0 {
                if q <= 0 { return false }
                continue
            }
            let t = q / p
            if p < 0 { enter = max(enter, t) } else { leave = min(leave, t) }
            if enter >= leave { return false }
        }
        return true
    }
}
