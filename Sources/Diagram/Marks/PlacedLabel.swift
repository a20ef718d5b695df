import Foundation

/// What a label placed by `Diagram.place` came to: its text items (one a
/// line) and, when its spot is far from its mark, a leader.
extension [DisplayItem] {
    /// The box the text items cover, nil when there are none.
    var textBounds: CGRect? {
        var bounds: CGRect?
        for case .text(let text) in self { bounds = bounds.map { $0.union(text.box) } ?? text.box }
        return bounds
    }

    /// Whether the label was led away from its mark: it has a leader.
    var isLedAway: Bool { contains { if case .shape = $0 { true } else { false } } }

    /// How long the leader is; 0 when there is none (the text is by its mark).
    var leaderLength: CGFloat {
        for case .shape(let leader) in self {
            let box = leader.path.bounds
            return hypot(box.width, box.height)
        }
        return 0
    }

    /// The leader, from its mark to the text, where there is one.
    var leader: (start: CGPoint, end: CGPoint)? {
        for case .shape(let shape) in self {
            guard shape.path.elements.count == 2, case .move(let start) = shape.path.elements[0],
                  case .line(let end) = shape.path.elements[1] else { continue }
            return (start, end)
        }
        return nil
    }
}
