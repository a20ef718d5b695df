/// Why the solver refused a request.
///
/// After a thrown error the solver holds exactly the constraints and edits
/// it held before, with an optimal solution of them (where that optimum is
/// not unique, the refused attempt may have moved the solution to another
/// optimal point). ``iterationLimitExceeded(pivots:)`` is the exception: see
/// there.
public enum SolverError: Error, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// A required constraint contradicts the required constraints already
    /// added; `conflicts` are those among them that it contradicts together.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables are suggestions, so they cannot be required.
    case requiredEditVariable(Variable)
    /// A coefficient or constant of the constraint is NaN or infinite.
    case nonFiniteConstraint(Constraint)
    /// A suggested value is NaN or infinite.
    case nonFiniteSuggestion(Variable, Double)
    /// The strength is not a finite priority in `0 < p <= 1000`.
    case invalidStrength(Strength)
    /// The simplex ran out of its pivot budget. The tableau is consistent
    /// but the solution may not be optimal.
    case iterationLimitExceeded(pivots: Int)
    /// A broken invariant: a bug in the solver, reported instead of trapping.
    case internalInconsistency(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "the constraint \(c) is already in the solver"
        case .unknownConstraint(let c): "the constraint \(c) is not in the solver"
        case .unsatisfiableConstraint(let c, let conflicts):
            conflicts.isEmpty
                ? "the required constraint \(c) cannot be satisfied"
                : "the required constraint \(c) cannot be satisfied together with "
                    + conflicts.map { "\($0)" }.joined(separator: "; ")
        case .duplicateEditVariable(let v): "\(v) is already an edit variable"
        case .unknownEditVariable(let v): "\(v) is not an edit variable"
        case .requiredEditVariable(let v): "the edit variable \(v) cannot be required: suggestions must be optional"
        case .nonFiniteConstraint(let c): "the constraint \(c) has a coefficient or constant that is not a finite number"
        case .nonFiniteSuggestion(let v, let value): "the value \(value) suggested for \(v) is not a finite number"
        case .invalidStrength(let s): "the strength \(s) is not a priority in 0 < p <= 1000"
        // Thrown on the first pivot past the limit, so the budget is n - 1.
        case .iterationLimitExceeded(let n):
            "the solver stopped after \(n) pivot\(n == 1 ? "" : "s"), past its budget of \(n - 1) per change, without reaching an optimum"
        case .internalInconsistency(let why): "internal solver error: \(why)"
        }
    }
}
