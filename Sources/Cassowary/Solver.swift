/// An incremental Cassowary solver: the dual simplex of Badros, Borning and
/// Stuckey as kiwi implements it, with strict strength levels.
///
/// Add and remove constraints, suggest values for edit variables, and read
/// the values back. Every change is incremental: it pivots only the rows the
/// change reaches (each symbol keeps the list of rows that use it), so adding
/// a constraint or suggesting a value costs what it touches, not a rebuild.
///
/// `Solver` is a value. Copies share their storage until one of them changes
/// (every table is a copy-on-write array or dictionary), so copying a solver
/// to try a change, say to probe whether a view is ambiguous, costs nothing
/// until the copy is changed. Variables and constraints are objects shared by
/// the copies; each copy has its own solution.
public struct Solver {
    // MARK: The tableau

    /// By symbol id: the row of each basic symbol, nil for parametric ones.
    var rows: [Row?] = []
    /// By symbol id: the basic symbols whose rows may hold the symbol. Entries
    /// can be stale (a row lost the symbol); users check before acting.
    var columns: [[Symbol]] = []
    var objective = Objective()
    /// The phase-one objective while a constraint is added through an
    /// artificial variable.
    var artificial: Row?
    /// Restricted basic symbols whose value may have gone negative.
    var infeasible: [Symbol] = []
    /// A reusable buffer for the symbols a row operation inserted.
    var inserted: [Symbol] = []

    // MARK: What the tableau stands for

    var variableSymbols: [ObjectIdentifier: Symbol] = [:]
    /// Keeps each variable alive while its identifier keys `variableSymbols`.
    var variables: [Variable] = []
    var records: [ObjectIdentifier: Record] = [:]
    /// By marker symbol id: the constraint the marker belongs to.
    var owners: [Int: ObjectIdentifier] = [:]
    var edits: [ObjectIdentifier: EditInfo] = [:]
    var additions = 0

    /// The most pivots one change may take before the solver gives up with
    /// ``SolverError/iterationLimitExceeded(pivots:)``. With Bland's rule the
    /// simplex always terminates; the budget bounds hostile input.
    public var pivotLimit: Int = 1_000_000

    /// An empty solver.
    public init() {}

    /// How a constraint sits in the tableau: `marker` identifies its row
    /// (slack, dummy, or positive error), `other` is its second error symbol.
    struct Tag {
        var marker = Symbol.invalid
        var other = Symbol.invalid
    }

    struct Record {
        let constraint: Constraint
        let tag: Tag
        /// Order of addition, to report conflicts in a stable order.
        let serial: Int
    }

    struct EditInfo {
        let constraint: Constraint
        let tag: Tag
        var constant: Double
    }

    // MARK: Constraints

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)``,
    ///   ``SolverError/invalidStrength(_:)``, ``SolverError/nonFiniteConstraint(_:)``,
    ///   or ``SolverError/unsatisfiableConstraint(_:conflicts:)`` for a
    ///   required constraint that contradicts the required ones already here.
    ///   The solver is unchanged after any of them.
    public mutating func add(_ constraint: Constraint) throws {
        guard records[constraint.key] == nil else { throw SolverError.duplicateConstraint(constraint) }
        guard constraint.strength.isValid else { throw SolverError.invalidStrength(constraint.strength) }
        guard constraint.isFinite else { throw SolverError.nonFiniteConstraint(constraint) }

        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if !subject.isValid, row.cells.allSatisfy({ $0.symbol.isDummy }) {
            // Nothing can absorb the row: it is an identity or a contradiction
            // among required equalities.
            guard nearZero(row.constant) else {
                throw SolverError.unsatisfiableConstraint(
                    constraint, conflicts: conflicts(in: row.cells.map(\.symbol)))
            }
            subject = tag.marker
        }
        if subject.isValid {
            row.solve(for: subject)
            substitute(subject, with: row)
            install(row, for: subject)
        } else {
            let blockers = try addWithArtificialVariable(row)
            if let blockers {
                try optimize()
                throw SolverError.unsatisfiableConstraint(constraint, conflicts: conflicts(in: blockers))
            }
        }
        additions += 1
        records[constraint.key] = Record(constraint: constraint, tag: tag, serial: additions)
        for marker in [tag.marker, tag.other] where marker.isValid { owners[marker.id] = constraint.key }
        try optimize()
    }

    /// Adds each constraint in order; stops at the first error.
    public mutating func add(_ constraints: [Constraint]) throws {
        for constraint in constraints { try add(constraint) }
    }

    /// Removes a constraint; the others keep their solution as if it had
    /// never been added.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``.
    public mutating func remove(_ constraint: Constraint) throws {
        guard let record = records.removeValue(forKey: constraint.key) else {
            throw SolverError.unknownConstraint(constraint)
        }
        let tag = record.tag
        // The errors leave the objective before any pivot, or the pivots
        // would substitute into costs that no longer exist.
        removeObjectiveEffects(of: constraint, tag)
        for marker in [tag.marker, tag.other] where marker.isValid { owners[marker.id] = nil }

        if rows[tag.marker.id] != nil {
            rows[tag.marker.id] = nil
        } else {
            let leaving = markerLeavingRow(for: tag.marker)
            guard leaving.isValid else {
                throw SolverError.internalInconsistency("no row to pivot the marker of \(constraint) out of")
            }
            var row = rows[leaving.id]!
            rows[leaving.id] = nil
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
        try optimize()
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        records[constraint.key] != nil
    }

    /// The constraints in the solver, in the order they were added.
    public var constraints: [Constraint] {
        records.values.sorted { $0.serial < $1.serial }.map(\.constraint)
    }

    // MARK: Values

    /// The value of `variable` in the current solution; zero for a variable
    /// the solver has never seen.
    public func value(of variable: Variable) -> Double {
        guard let symbol = variableSymbols[variable.key] else { return 0 }
        return rows[symbol.id]?.constant ?? 0
    }

    /// The values of several variables at once, in their order.
    public func values(of variables: [Variable]) -> [Double] {
        variables.map { value(of: $0) }
    }

    /// Forgets every constraint, variable and edit.
    public mutating func reset() {
        let limit = pivotLimit
        self = Solver()
        pivotLimit = limit
    }
}
