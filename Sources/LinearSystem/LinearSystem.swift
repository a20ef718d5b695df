import Foundation

/// A solver-neutral constraint system in the `cassowary-workload/1` format
/// (shared/formats/linear-system.md).
public struct LinearSystem: Sendable {
    public struct Term: Sendable {
        public var coefficient: Double
        /// Index into ``LinearSystem/variables``.
        public var variable: Int
    }

    public enum Operator: String, Sendable {
        case equal = "=="
        case lessThanOrEqual = "<="
        case greaterThanOrEqual = ">="
    }

    /// `Σ coefficient × variable + constant  op  0` at an Auto Layout priority.
    public struct Constraint: Sendable {
        public var terms: [Term]
        public var constant: Double
        public var op: Operator
        public var priority: Double
    }

    public struct Edit: Sendable {
        public var variable: Int
        public var priority: Double
    }

    public struct Drag: Sendable {
        public var variables: [Int]
        public var steps: [[Double]]
        public var observe: [Int]
    }

    public var name: String
    public var variables: [String]
    public var constraints: [Constraint]
    public var edits: [Edit]
    public var drag: Drag?
}
