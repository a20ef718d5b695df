import Foundation

// What swapping two placed labels asks of the placer: whether a box lies
// on another mark's lines, whether a leader crosses the others.
extension LabelPlacer {
    /// Whether `box` lies on the line of a mark other than `owner` (with
    /// the gap), as ``isFree(_:owner:)`` judges lines: a label may lie on
    /// its own mark's line, and, clear of every outline, where a line not
    /// drawn would be.
    func liesOnLines(_ box: CGRect, except owner: Int?) -> Bool {
        let padded = BoxIndex.Query(box.insetBy(dx: -gap / 2, dy: -gap / 2))
        let acrossNoOutline = { (self.outlines ?? self.avoided).map { !$0.intersectsAny(BoxIndex.Query(box.insetBy(dx: 0.5, dy: 0.5))) } ?? true }
        return lines.intersectsAny(padded) { index in
            lineOwners[index] != owner && !(releasedOwners.contains(lineOwners[index]) && acrossNoOutline())
        }
    }

    /// How many recorded leaders `leader` crosses, but those in `ignored`
    /// and those from its own start (a mark's two labels).
    func crossings(of leader: (start: CGPoint, end: CGPoint), ignoring ignored: [(start: CGPoint, end: CGPoint)]) -> Int {
        leaders.count { other in
            !Self.isLeader(other, from: leader.start)
                && !ignored.contains { $0.start == other.start && $0.end == other.end }
                && Self.segments(leader.start, leader.end, cross: other.start, other.end)
        }
    }

    /// How many placed labels `leader` runs through (``strikesLabel(_:)``).
    func labelsStruck(by leader: (start: CGPoint, end: CGPoint)) -> Int {
        let reach = CGRect(x: min(leader.start.x, leader.end.x), y: min(leader.start.y, leader.end.y),
                           width: abs(leader.end.x - leader.start.x), height: abs(leader.end.y - leader.start.y))
        return placed.indices(meeting: reach).count { index in
            let label = placed.boxes[index].insetBy(dx: 1, dy: 1)
            return label.width > 0 && label.height > 0 && !label.contains(leader.start)
                && Self.segment(from: leader.start, to: leader.end, crosses: label)
        }
    }

    /// How many recorded leaders run through `box` (a label there struck
    /// out), but those in `ignored`.
    func leadersThrough(_ box: CGRect, ignoring ignored: [(start: CGPoint, end: CGPoint)]) -> Int {
        let inside = box.insetBy(dx: 1, dy: 1)
        guard inside.width > 0, inside.height > 0 else { return 0 }
        return leaders.count { leader in
            !ignored.contains { $0.start == leader.start && $0.end == leader.end }
                && Self.segment(from: leader.start, to: leader.end, crosses: inside)
        }
    }
}
