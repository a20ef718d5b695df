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

    /// How long the leader is; 0 when there is none (the text is by its mark).
    var leaderLength: CGFloat {
        for case .shape(let leader) in self {
            let box = leader.path.bounds
            return hypot(box.width, box.height)
        }
        return 0
    }
}
