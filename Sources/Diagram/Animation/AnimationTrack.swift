import Foundation

/// One thing of an animated picture across its states: a view's shape, a
/// constraint's line, a label, the title. `items[i]` is how it is drawn in
/// state `i`, nil where it does not exist (it fades in or out).
public struct AnimationTrack: Hashable, Sendable {
    /// What the thing is, the same in every state: its role (a view by
    /// name, a constraint by its items and attributes, without the constant,
    /// multiplier and priority that states change), the kind of item, and
    /// its rank among items of that role and kind.
    public let identity: String
    /// The item in each state, nil where the thing is absent.
    public internal(set) var items: [DisplayItem?]
}

extension AnimationTrack {
    /// The tracks of `lists`, in an order that paints each list's items in
    /// their own order wherever the lists agree: the identities of each list
    /// are merged into those of the lists before it along their longest
    /// common subsequence.
    static func tracks(of lists: [DisplayList]) -> [AnimationTrack] {
        var order: [String] = []
        var tracks: [String: AnimationTrack] = [:]
        for (state, list) in lists.enumerated() {
            let keyed = identities(of: list.items)
            order = merged(order, keyed.map(\.identity))
            for (identity, item) in keyed {
                tracks[identity, default: AnimationTrack(identity: identity, items: Array(repeating: nil, count: lists.count))]
                    .items[state] = item
            }
        }
        return order.map { tracks[$0]! }
    }

    /// Each item with its identity, unique within the list.
    static func identities(of items: [DisplayItem]) -> [(identity: String, item: DisplayItem)] {
        var seen: [String: Int] = [:]
        return items.map { item in
            let base = kind(of: item) + " " + roleIdentity(item.role ?? firstRole(item))
            let rank = seen[base, default: 0]
            seen[base] = rank + 1
            return ("\(base) #\(rank)", item)
        }
    }

    private static func kind(of item: DisplayItem) -> String {
        switch item {
        case .shape: "shape"
        case .text: "text"
        case .hatch: "hatch"
        case .clipped: "clip"
        }
    }

    private static func firstRole(_ item: DisplayItem) -> DisplayRole? {
        if case .clipped(let group) = item { return group.items.first.flatMap { $0.role ?? firstRole($0) } }
        return nil
    }

    /// A role as an identity: names as they are; a constraint's relation
    /// without what states change (`label.leading == root.leading + 8 @750`
    /// is `label.leading == root.leading`).
    static func roleIdentity(_ role: DisplayRole?) -> String {
        guard let role else { return "none" }
        switch role {
        case .constraint(let relation): return "constraint " + constraintIdentity(relation)
        case .constraintLabel(let relation): return "constraint-label " + constraintIdentity(relation)
        case .wanted(let relation): return "wanted " + constraintIdentity(relation)
        default: return "\(role)"
        }
    }

    /// `first.attr relation second.attr`, the constant, multiplier and
    /// priority dropped: `red.width == 2*blue.width @750` is
    /// `red.width == blue.width`, `blue.width >= 150` is `blue.width >=`.
    static func constraintIdentity(_ relation: String) -> String {
        let tokens = relation.split(separator: " ").map(String.init)
        guard tokens.count >= 2 else { return relation }
        var kept = Array(tokens.prefix(2))
        var index = 2
        if index < tokens.count, Double(tokens[index]) == nil, !tokens[index].hasPrefix("@") {
            let term = tokens[index]
            if let star = term.firstIndex(of: "*"), Double(term[..<star]) != nil {
                kept.append(String(term[term.index(after: star)...]))
            } else {
                kept.append(term)
            }
            index += 1
        }
        // What follows the second item is a constant (`+ 8`) or a priority.
        return kept.joined(separator: " ")
    }

    /// `old` with the identities of `new` merged in: common ones (along a
    /// longest common subsequence) once, the others where their list has
    /// them. An identity of `new` already in `old` out of order keeps its
    /// place in `old`.
    static func merged(_ old: [String], _ new: [String]) -> [String] {
        guard !old.isEmpty else { return new }
        let n = old.count, m = new.count
        let inOld = Set(old)
        // The table is n × m: past a few million cells (scenes of thousands
        // of items), the new identities simply follow the old ones.
        guard n * m <= 4_000_000 else { return old + new.filter { !inOld.contains($0) } }
        // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
        var lengths = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [String] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                result.append(old[i]); i += 1; j += 1
            } else if j < m, i == n || lengths[i][j + 1] >= lengths[i + 1][j] {
                if !inOld.contains(new[j]) { result.append(new[j]) }
                j += 1
            } else {
                result.append(old[i]); i += 1
            }
        }
        return result
    }
}
