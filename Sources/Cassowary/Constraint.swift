/// A linear relation between variables, with a strength: `expression ⋄ 0`
/// where `⋄` is `==`, `<=` or `>=`.
///
/// Constraints have identity: a solver adds, finds and removes the very
/// object it was given. They are immutable; to change one, remove it and add
/// another (what Auto Layout calls replacing a constraint).
public final class Constraint: CustomStringConvertible, Sendable {
    /// How the expression compares with zero.
    public enum Relation: String, Sendable, CaseIterable {
        case equal = "=="
        case lessThanOrEqual = "<="
        case greaterThanOrEqual = ">="
    }

    /// The left side of `expression ⋄ 0`, with like terms combined.
    public let expression: Expression
    /// The comparison with zero.
    public let relation: Relation
    /// Required, or an optional level.
    public let strength: Strength

    /// Creates `expression ⋄ 0` at `strength`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength
    }

    /// A new constraint with the same relation at another strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// Whether every coefficient and the constant are finite numbers.
    var isFinite: Bool {
        expression.constant.isFinite && expression.terms.allSatisfy { $0.coefficient.isFinite }
    }

    public var description: String {
        let suffix = strength.isRequired ? "" : " @\(strength)"
        return "\(expression) \(relation.rawValue) 0\(suffix)"
    }

    var key: ObjectIdentifier { ObjectIdentifier(self) }
}
