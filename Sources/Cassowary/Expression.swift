/// One term of a linear expression: `coefficient × variable`.
public struct Term: CustomStringConvertible, Sendable {
    /// The unknown.
    public let variable: Variable
    /// Its factor.
    public var coefficient: Double

    /// Creates `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
    }
}

/// A linear expression `Σ coefficient × variable + constant`.
///
/// Built with the arithmetic operators (`2 * x + y - 8`); compared with
/// `==`, `<=` or `>=` it becomes a ``Constraint``.
public struct Expression: CustomStringConvertible, Sendable {
    /// The terms, in the order they were written (a variable may repeat until
    /// ``reduced()`` combines them).
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression of a single variable.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The same expression with each variable once and no zero terms, in
    /// order of first appearance.
    public func reduced() -> Expression {
        if terms.count <= 8 { return reducedByScanning() }
        var index: [ObjectIdentifier: Int] = [:]
        var combined: [Term] = []
        combined.reserveCapacity(terms.count)
        for term in terms {
            if let at = index[term.variable.key] {
                combined[at].coefficient += term.coefficient
            } else {
                index[term.variable.key] = combined.count
                combined.append(term)
            }
        }
        return Expression(combined.filter { $0.coefficient != 0 }, constant: constant)
    }

    /// `reduced()` for a few terms: comparing each with those kept is
    /// cheaper than hashing, and most constraints have two to four terms.
    private func reducedByScanning() -> Expression {
        // Usually there is nothing to combine: keep the terms as they are
        // (no copy, no allocation).
        var isReduced = true
        for (i, term) in terms.enumerated() where isReduced {
            if term.coefficient == 0 { isReduced = false }
            for other in terms[..<i] where other.variable === term.variable { isReduced = false }
        }
        if isReduced { return self }
        var combined: [Term] = []
        combined.reserveCapacity(terms.count)
        for term in terms {
            if let at = combined.firstIndex(where: { $0.variable === term.variable }) {
                combined[at].coefficient += term.coefficient
            } else {
                combined.append(term)
            }
        }
        combined.removeAll { $0.coefficient == 0 }
        return Expression(combined, constant: constant)
    }

    public var description: String {
        var text = ""
        for (i, term) in terms.enumerated() {
            let magnitude = abs(term.coefficient)
            let body = magnitude == 1 ? term.variable.description : "\(formatNumber(magnitude)) * \(term.variable)"
            if i == 0 {
                text = term.coefficient < 0 ? "-" + body : body
            } else {
                text += term.coefficient < 0 ? " - " + body : " + " + body
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        return text
    }
}

/// Formats a number without a trailing `.0` for whole values.
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}
