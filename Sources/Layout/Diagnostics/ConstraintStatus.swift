import Cassowary
import Foundation

/// How a constraint fared in the last layout.
public enum ConstraintStatus: Hashable, Sendable {
    /// It holds (to within a thousandth of a point).
    case satisfied
    /// An optional constraint that does not hold: `shortfall` points separate
    /// its two sides (`red.width == 2 × blue.width @750` with red 201 and
    /// blue 150 falls 99 short).
    case unsatisfied(shortfall: CGFloat)
    /// A required constraint broken to resolve a conflict; see ``Scene/conflicts``.
    case broken
}

/// A constraint of the last layout with its status.
public struct ConstraintReport {
    /// The constraint.
    public let constraint: LayoutConstraint
    /// How it fared.
    public let status: ConstraintStatus
}

extension Scene {
    /// Shortfalls below this are rounding, not dissatisfaction.
    static let satisfactionTolerance = 1e-3

    /// How `constraint` fared in the last layout; nil if it was not part of it.
    public func status(of constraint: LayoutConstraint) -> ConstraintStatus? {
        status(of: constraint) { engine.solver.value(of: $0) }
    }

    /// Every constraint of the last layout with its status, in the order
    /// they reached the solver (implied ones first).
    public var constraintReports: [ConstraintReport] {
        // One bulk read of every variable involved, then plain arithmetic.
        let linear = engine.current.map(\.linear)
        let variables = linear.flatMap { $0.expression.terms.map(\.variable) }
        let values = Dictionary(zip(variables.map(ObjectIdentifier.init), engine.solver.values(of: variables)),
                                uniquingKeysWith: { a, _ in a })
        return engine.current.compactMap { entry in
            guard entry.layout.kind != .restingFrame else { return nil }
            return status(of: entry.layout) { values[ObjectIdentifier($0)] ?? 0 }
                .map { ConstraintReport(constraint: entry.layout, status: $0) }
        }
    }

    private func status(of constraint: LayoutConstraint, values: (Variable) -> Double) -> ConstraintStatus? {
        if engine.isBroken(constraint) { return .broken }
        guard let linear = engine.compiled(constraint) else { return nil }
        let shortfall = linear.shortfall(values)
        return shortfall <= Self.satisfactionTolerance ? .satisfied : .unsatisfied(shortfall: CGFloat(shortfall))
    }
}
