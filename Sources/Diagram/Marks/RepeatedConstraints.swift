import Foundation
import Layout

/// Constraints declared more than once, word for word (a storyboard with
/// the same aspect ratio twice on one image): drawn once, saying how many
/// times, rather than as two marks side by side that read as two different
/// constraints.
struct RepeatedConstraints {
    /// The constraints with each repeat after the first dropped, in order.
    let unique: [LayoutConstraint]
    /// How many times each kept constraint is declared, where more than once.
    private let counts: [ObjectIdentifier: Int]
    /// The repeats dropped.
    private let repeats: Set<ObjectIdentifier>

    init(_ constraints: [LayoutConstraint]) {
        var first: [Key: Int] = [:]
        first.reserveCapacity(constraints.count)
        var unique: [LayoutConstraint] = []
        unique.reserveCapacity(constraints.count)
        var counts: [ObjectIdentifier: Int] = [:]
        var repeats: Set<ObjectIdentifier> = []
        for constraint in constraints {
            let key = Key(constraint)
            if let index = first[key] {
                counts[ObjectIdentifier(unique[index]), default: 1] += 1
                repeats.insert(ObjectIdentifier(constraint))
            } else {
                first[key] = unique.count
                unique.append(constraint)
            }
        }
        self.unique = unique
        self.counts = counts
        self.repeats = repeats
    }

    /// Whether `constraint` repeats one declared before it.
    func isRepeat(_ constraint: LayoutConstraint) -> Bool {
        !repeats.isEmpty && repeats.contains(ObjectIdentifier(constraint))
    }

    /// How many times `constraint` is declared (1 for most).
    func count(of constraint: LayoutConstraint) -> Int {
        // Most scenes repeat nothing: no hashing per constraint drawn then.
        counts.isEmpty ? 1 : counts[ObjectIdentifier(constraint)] ?? 1
    }

    /// `twice`, `3 times`, or nil for a constraint declared once.
    func howOften(_ constraint: LayoutConstraint) -> String? {
        switch count(of: constraint) {
        case 1: nil
        case 2: "twice"
        case let n: "\(n) times"
        }
    }

    /// ` (twice)`, ` (3 times)`, or nothing for a constraint declared once.
    func suffix(for constraint: LayoutConstraint) -> String { howOften(constraint).map { " (\($0))" } ?? "" }

    /// What makes two constraints the same: their items (by identity),
    /// attributes, relation, multiplier, constant and priority.
    private struct Key: Hashable {
        let first: ObjectIdentifier?
        let firstAttribute: LayoutConstraint.Attribute
        let relation: LayoutConstraint.Relation
        let second: ObjectIdentifier?
        let secondAttribute: LayoutConstraint.Attribute
        let multiplier: CGFloat
        let constant: CGFloat
        let priority: LayoutPriority

        init(_ constraint: LayoutConstraint) {
            first = constraint.firstItem.map(ObjectIdentifier.init)
            firstAttribute = constraint.firstAttribute
            relation = constraint.relation
            second = constraint.secondItem.map(ObjectIdentifier.init)
            secondAttribute = constraint.secondAttribute
            multiplier = constraint.multiplier
            constant = constraint.constant
            priority = constraint.priority
        }
    }
}
