import Foundation
import Layout

/// Letters that pair equal sizes when a picture has more than one set of
/// them on an axis. Interface Builder puts a bare `=` on every item of an
/// equal-widths constraint, which reads well for one pair and not at all
/// for three: which `=` goes with which? Items whose widths (heights) are
/// tied by plain equalities (`a.width == b.width`, no factor, no offset),
/// directly or through a chain, form one set; when an axis has two sets or
/// more, each set's marks say `= A`, `= B`, … in the order the constraints
/// come, so matching letters tie the items together.
struct EqualSizeTags {
    private var tags: [ObjectIdentifier: String] = [:]

    init(constraints: [LayoutConstraint]) {
        for attribute in [LayoutConstraint.Attribute.width, .height] {
            let equalities = constraints.filter { Self.isPlainEquality($0) && $0.firstAttribute == attribute }
            var parent: [ObjectIdentifier: ObjectIdentifier] = [:]
            // Path halving keeps the chains short: a grid's hundred widths
            // all tied to one view's otherwise make a chain a hundred long.
            func root(_ item: ObjectIdentifier) -> ObjectIdentifier {
                var item = item
                while let next = parent[item], next != item {
                    let grand = parent[next] ?? next
                    parent[item] = grand
                    item = grand
                }
                return item
            }
            for constraint in equalities {
                guard let first = constraint.firstItem, let second = constraint.secondItem else { continue }
                let a = root(ObjectIdentifier(first)), b = root(ObjectIdentifier(second))
                parent[a] = parent[a] ?? a
                parent[b] = a
            }
            // Sets in the order their first constraint comes.
            var letters: [ObjectIdentifier: String] = [:]
            for constraint in equalities {
                guard let first = constraint.firstItem else { continue }
                let set = root(ObjectIdentifier(first))
                if letters[set] == nil { letters[set] = Self.letter(letters.count) }
            }
            guard letters.count > 1 else { continue }
            for constraint in equalities {
                guard let first = constraint.firstItem else { continue }
                tags[ObjectIdentifier(constraint)] = letters[root(ObjectIdentifier(first))]
            }
        }
    }

    /// `a.width == b.width` (or heights) between two items, nothing more.
    static func isPlainEquality(_ constraint: LayoutConstraint) -> Bool {
        constraint.relation == .equal && constraint.secondAttribute == constraint.firstAttribute
            && constraint.multiplier == 1 && constraint.constant == 0
            && constraint.secondItem != nil && constraint.secondItem !== constraint.firstItem
    }

    /// The letter of `constraint`'s set, nil when its axis has one set only.
    func tag(for constraint: LayoutConstraint) -> String? { tags[ObjectIdentifier(constraint)] }

    /// A, B, … Z, then AA, AB, …
    static func letter(_ index: Int) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return index < 26 ? String(alphabet[index]) : letter(index / 26 - 1) + String(alphabet[index % 26])
    }
}
