// The simplex iterations: the primal simplex that minimises an objective
// from a feasible tableau, the dual simplex that restores feasibility after a
// suggested value moved a row, and phase one through an artificial variable.

extension Solver {
    /// Minimises the objective, level by level, from a feasible tableau.
    mutating func optimize() throws {
        if !infeasible.isEmpty { infeasible.removeAll(keepingCapacity: true) }
        var pivots = 0
        while true {
            let entering = objective.enteringSymbol()
            guard entering.isValid else { return }
            try step(&pivots, entering: entering)
        }
    }

    /// Minimises the artificial objective (phase one).
    mutating func optimizeArtificial() throws {
        var pivots = 0
        while true {
            guard let row = artificial,
                let cell = row.cells.first(where: { $0.coefficient < 0 && !$0.symbol.isDummy })
            else { return }
            try step(&pivots, entering: cell.symbol)
        }
    }

    /// One primal pivot: `entering` comes in, the row that bounds it first
    /// leaves.
    private mutating func step(_ pivots: inout Int, entering: Symbol) throws {
        let leaving = leavingRow(for: entering)
        guard leaving.isValid else { throw SolverError.internalInconsistency("the objective is unbounded") }
        pivot(leaving: leaving, entering: entering)
        pivots += 1
        if pivots > pivotLimit { throw SolverError.iterationLimitExceeded(pivots: pivots) }
    }

    /// Restores feasibility after constants moved, keeping optimality: each
    /// negative restricted row leaves, replaced by the symbol whose cost
    /// grows least per unit of repair (the lexicographic dual ratio test).
    mutating func dualOptimize() throws {
        var pivots = 0
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving.id], !nearZero(row.constant), row.constant < 0 else { continue }
            let entering = dualEnteringSymbol(row)
            guard entering.isValid else { throw SolverError.internalInconsistency("the dual simplex found no entering symbol") }
            pivot(leaving: leaving, entering: entering)
            pivots += 1
            if pivots > pivotLimit { throw SolverError.iterationLimitExceeded(pivots: pivots) }
        }
    }

    /// The restricted row that limits how far `entering` can grow: the
    /// smallest `-constant/coefficient` over rows where it has a negative
    /// coefficient. Ties go to the lowest symbol.
    mutating func leavingRow(for entering: Symbol) -> Symbol {
        var best = Symbol.invalid
        var ratio = Double.greatestFiniteMagnitude
        var entry = compactColumn(of: entering)
        while entry >= 0 {
            let user = columnEntries[Int(entry)].user
            entry = columnEntries[Int(entry)].next
            guard user.isRestricted else { continue }
            let row = rows[user.id]!
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let candidate = -row.constant / coefficient
            if candidate < ratio {
                ratio = candidate
                best = user
            }
        }
        return best
    }

    /// Among the symbols with a positive coefficient in an infeasible row,
    /// the one with the lexicographically smallest cost per unit.
    func dualEnteringSymbol(_ row: Row) -> Symbol {
        var best = Symbol.invalid
        var bestCoefficient = 0.0
        for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            if !best.isValid || objective.ratio(cell.symbol, cell.coefficient, isBelow: best, bestCoefficient) {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best
    }

    /// The row to pivot a constraint's marker into before the constraint is
    /// dropped: a restricted row where the marker's coefficient is negative
    /// (smallest ratio), else one where it is positive, else any row.
    mutating func markerLeavingRow(for marker: Symbol) -> Symbol {
        markerLeavingRow(among: users(of: marker).map { ($0, rows[$0.id]!.coefficient(for: marker)) })
    }

    /// `markerLeavingRow(for:)` over the rows holding the marker, each with
    /// the marker's coefficient.
    func markerLeavingRow(among users: [(Symbol, Double)]) -> Symbol {
        var first = Symbol.invalid
        var second = Symbol.invalid
        var third = Symbol.invalid
        var firstRatio = Double.greatestFiniteMagnitude
        var secondRatio = Double.greatestFiniteMagnitude
        for (user, coefficient) in users {
            let row = rows[user.id]!
            if user.isExternal {
                third = user
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio {
                    firstRatio = ratio
                    first = user
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio {
                    secondRatio = ratio
                    second = user
                }
            }
        }
        return first.isValid ? first : second.isValid ? second : third
    }

    /// Adds a row that has no subject through an artificial variable: phase
    /// one minimises the artificial variable, and the row is satisfiable iff
    /// it reaches zero. Returns nil on success, or the infeasibility
    /// certificate (the final artificial row) on failure.
    mutating func addWithArtificialVariable(_ row: Row) throws -> Row? {
        let art = makeSymbol(.slack)
        install(row, for: art)
        artificial = row
        defer { artificial = nil }
        try optimizeArtificial()
        guard nearZero(artificial!.constant) else {
            // Infeasible. The artificial variable is still basic (a
            // parametric one would be zero), so no other row mentions it and
            // dropping its row removes every trace of the refused constraint.
            // (kiwi pivots the row in regardless, which leaves the refused
            // constraint half-installed.)
            let certificate = rows[art.id] ?? artificial!
            rows[art.id] = nil
            return certificate
        }
        if var artRow = rows[art.id] {
            rows[art.id] = nil
            if !artRow.cells.isEmpty {
                // A degenerate basic artificial variable: trade it for a slack
                // or error in its row, or failing those any symbol, so the
                // row survives without it.
                let entering = (artRow.cells.first { $0.symbol.isPivotable } ?? artRow.cells[0]).symbol
                artRow.solve(for: art, entering, traces: &traces)
                substitute(entering, with: artRow)
                install(consume artRow, for: entering)
            } else if artRow.trace != TraceArena.empty {
                // Only dummies: the row is a redundant copy of required
                // equalities, kept as the row of one of their dummies.
                makeDummyBasic(in: Row(sortedCells: [], constant: 0, trace: artRow.trace), preferring: .invalid)
            }
        }
        for user in users(of: art) { rows[user.id]!.remove(art) }
        clearColumn(of: art)
        dropFromKeys(art)
        objective.remove(art)
        return nil
    }
}
