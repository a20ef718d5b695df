// Arithmetic that builds expressions, and comparisons that build required
// constraints: `solver.add(left.width == 2 * right.width + 8)`.
// Every overload funnels into the Expression × Expression form, so there is
// one definition of each operation.

/// `lhs + rhs`: the one definition of a sum.
private func sum(_ lhs: Expression, _ rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

/// `factor × expression`: the one definition of scaling.
private func scaled(_ expression: Expression, _ factor: Double) -> Expression {
    Expression(expression.terms.map { Term($0.variable, $0.coefficient * factor) }, constant: expression.constant * factor)
}

// MARK: Sums and differences

public func + (lhs: Expression, rhs: Expression) -> Expression { sum(lhs, rhs) }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(constant: rhs) }
public func + (lhs: Double, rhs: Expression) -> Expression { Expression(constant: lhs) + rhs }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + Expression(constant: rhs) }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(constant: lhs) + Expression(rhs) }

public prefix func - (operand: Expression) -> Expression { scaled(operand, -1) }
public prefix func - (operand: Variable) -> Expression { scaled(Expression(operand), -1) }

public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + (-rhs) }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + (-rhs) }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + (-rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + (-rhs) }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(constant: -rhs) }
public func - (lhs: Double, rhs: Expression) -> Expression { Expression(constant: lhs) + (-rhs) }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + Expression(constant: -rhs) }
public func - (lhs: Double, rhs: Variable) -> Expression { Expression(constant: lhs) + (-rhs) }

// MARK: Scaling

public func * (lhs: Expression, rhs: Double) -> Expression { scaled(lhs, rhs) }
public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) * rhs }
public func * (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) * lhs }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
public func / (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) * (1 / rhs) }

// MARK: Constraints (required; see Constraint.withStrength(_:))

public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Double, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }

public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Double, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }

public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Double, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
