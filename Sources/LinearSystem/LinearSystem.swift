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

    /// The largest document ``init(json:)`` reads, and `trellis solve` reads
    /// no more of a file or standard input than this (and one byte).
    public static let maxBytes = 64 * 1024 * 1024
    /// The most variables a system may list: each costs the solver a column
    /// and the reader a few hundred bytes; a 10,000-view scene has 40,000.
    public static let maxVariables = 100_000
    /// The most constraints a system may have; a 10,000-view scene has about 80,000.
    public static let maxConstraints = 500_000
}
