import Foundation

/// A solver-neutral constraint system in the `cassowary-workload/1` format
/// (shared/formats/linear-system.md).
struct LinearSystem {
    struct Term {
        var coefficient: Double
        /// Index into ``LinearSystem/variables``.
        var variable: Int
    }

    enum Operator: String {
        case equal = "=="
        case lessThanOrEqual = "<="
        case greaterThanOrEqual = ">="
    }

    /// `Σ coefficient × variable + constant  op  0` at an Auto Layout priority.
    struct Constraint {
        var terms: [Term]
        var constant: Double
        var op: Operator
        var priority: Double
    }

    struct Edit {
        var variable: Int
        var priority: Double
    }

    struct Drag {
        var variables: [Int]
        var steps: [[Double]]
        var observe: [Int]
    }

    var name: String
    var variables: [String]
    var constraints: [Constraint]
    var edits: [Edit]
    var drag: Drag?
}
