import Foundation

// What moving a placed label or its leader asks of the placer: how many
// leaders a leader crosses, how many labels it strikes, how many leaders
// run through a box.
extension LabelPlacer {
    /// How many recorded leaders `leader` crosses or runs along, but those
    /// in `ignored` and those from its own start (a mark's two labels).
    func crossings(of leader: (start: CGPoint, end: CGPoint), ignoring ignored: [(start: CGPoint, end: CGPoint)]) -> Int {
        leaders.count { other in
            !Self.isLeader(other, from: leader.start)
                && !ignored.contains { $0.start == other.start && $0.end == other.end }
                && Self.leaders(leader.start, leader.end, meet: other.start, other.end)
        }
    }

    /// How many placed labels `leader` runs through (``strikesLabel(_:)``).
    func labelsStruck(by leader: (start: CGPoint, end: CGPoint)) -> Int {
        placed.indices(meeting: Self.reach(of: leader)).count { strikes(placed.boxes[$0], leader) }
    }

    /// How many recorded leaders run through the label at `box`
    /// (``strikes(_:_:)``), but those in `ignored`.
    func leadersThrough(_ box: CGRect, ignoring ignored: [(start: CGPoint, end: CGPoint)]) -> Int {
        leaders.count { leader in
            !ignored.contains { $0.start == leader.start && $0.end == leader.end } && strikes(box, leader)
        }
    }
}
