// Required equalities' dummies, which live in the rows' dummy parts (see
// `TraceArena`) rather than in their cells: finding the rows that hold one,
// pivoting one out to remove its constraint, and making one basic for a
// redundant equality.

extension Solver {
    /// The rows (eager ones, and the objective's levels) whose dummy part
    /// holds `dummy`, each with its coefficient. The arena gives the
    /// coefficient of every node built from the dummy; the rows are matched
    /// to those nodes by a scan of their headers, which skips every row whose
    /// node is older than the dummy.
    func dummyUsers(of dummy: Symbol) -> (rows: [(Symbol, Double)], levels: [(Int, Double)], column: [Int32: Double]) {
        let column = traces.column(of: dummy)
        guard let oldest = column.keys.min() else { return ([], [], column) }
        var users: [(Symbol, Double)] = []
        rows.withUnsafeBufferPointer { rows in
            for id in rows.indices {
                guard let trace = rows[id]?.trace, trace >= oldest, !isDefinition[id],
                    let coefficient = column[trace], !nearZero(coefficient)
                else { continue }
                users.append((slots[id].symbol, coefficient))
            }
        }
        var levels: [(Int, Double)] = []
        for (index, trace) in objective.traces.enumerated() {
            if let coefficient = column[trace], !nearZero(coefficient) { levels.append((index, coefficient)) }
        }
        return (users, levels, column)
    }

    /// Removes the equation of a required equality from the tableau: its
    /// dummy enters the basis in place of a row that holds it (chosen as for
    /// any marker, so the rest stays feasible), and that row, now the
    /// dummy's, is dropped. Costs the rows that hold the dummy.
    mutating func removeDummy(_ dummy: Symbol, of constraint: Constraint) throws {
        // Members leave first: that reweighs the objective, whose dummy
        // part the users below must then see.
        detachMembers(resting: dummy)
        let (users, levels, column) = dummyUsers(of: dummy)
        // A basic dummy's row says a redundant equality repeats this one:
        // pivoting there hands the equation over to the redundant one, which
        // keeps it. Any other row would free the dummy and with it the
        // redundant equality, whose row is no bound (a dummy is `= 0`, not
        // `>= 0`).
        let leaving = users.first { $0.0.isDummy }?.0 ?? markerLeavingRow(among: users)
        guard leaving.isValid, let coefficient = users.first(where: { $0.0 == leaving })?.1 else {
            throw SolverError.internalInconsistency("no row to pivot the marker of \(constraint) out of")
        }
        var row = rows[leaving.id]!
        rows[leaving.id] = nil
        let solved = solvedForDummy(&row, basic: leaving, dummy: dummy, coefficient: coefficient)
        replaceDummy(dummy, with: solved, in: users.filter { $0.0 != leaving }, levels: levels, column: column)
    }

    /// `row` (the row of `basic`, holding `dummy` with `coefficient` in its
    /// dummy part) rewritten as the row of `dummy`: `basic` becomes one of
    /// its terms.
    private mutating func solvedForDummy(_ row: inout Row, basic: Symbol, dummy: Symbol, coefficient: Double) -> Row {
        var trace = row.trace
        if basic.isDummy {
            trace = traces.sum(trace, traces.leaf(basic), times: -1)
        } else {
            row.add(basic, -1)
        }
        // 0 = row: the dummy's own part moves to the left and the rest is
        // divided by its coefficient.
        let factor = -1 / coefficient
        row.scale(by: factor)
        row.trace = traces.sum(traces.scaled(trace, factor), traces.leaf(dummy), times: 1)
        return row
    }

    /// Replaces `dummy` by `solved` in the rows and levels that hold it.
    private mutating func replaceDummy(_ dummy: Symbol, with solved: Row, in users: [(Symbol, Double)], levels: [(Int, Double)], column: [Int32: Double]) {
        let leaf = traces.leaf(dummy)
        var buffer = takeInsertedBuffer()
        for (user, coefficient) in users {
            buffer.removeAll(keepingCapacity: true)
            let old = rows[user.id]!.trace
            rows[user.id]!.add(solved, times: coefficient, inserted: &buffer)
            let corrected = traces.sum(old, leaf, times: -coefficient)
            rows[user.id]!.trace = traces.sum(corrected, solved.trace, times: coefficient)
            for added in buffer { noteColumn(of: added, holds: user) }
            if user.isRestricted, rows[user.id]!.constant < 0 { infeasible.append(user) }
        }
        returnInsertedBuffer(buffer)
        for index in groups.indices {
            guard let trace = groups[index]?.key.trace, let coefficient = column[trace], !nearZero(coefficient) else { continue }
            rekey(index) { key, traces, inserted in
                key.add(solved, times: coefficient, inserted: &inserted)
                key.trace = traces.sum(traces.sum(trace, leaf, times: -coefficient), solved.trace, times: coefficient)
            }
        }
        let levelTraces = objective.traces
        for (index, coefficient) in levels {
            let corrected = traces.sum(levelTraces[index], leaf, times: -coefficient)
            let trace = traces.sum(corrected, solved.trace, times: coefficient)
            objective.substituteDummy(at: index, with: solved, times: coefficient, trace: trace)
        }
    }

    /// Installs `0 = row`, whose cells are empty, as the row of one of the
    /// dummies in its dummy part: `preferred` if it is there (a new
    /// constraint's own dummy, which nothing else holds yet), else the
    /// oldest. The other rows that hold that dummy get its row substituted.
    mutating func makeDummyBasic(in row: Row, preferring preferred: Symbol) {
        // The preferred dummy's coefficient is read off its column, which
        // costs the few nodes built since it was made; flattening the row's
        // whole trace costs every node below it (in a grid of 10,000 views,
        // each redundant pin's row rests on most of the graph, and that was
        // quadratic). The flattening is left for when the preferred dummy
        // is not in the row.
        let chosen: (symbol: Int, coefficient: Double)
        if let coefficient = traces.column(of: preferred)[row.trace], !nearZero(coefficient) {
            chosen = (preferred.id, coefficient)
        } else {
            guard let first = traces.flattened(row.trace).first else { return }
            chosen = first
        }
        let dummy = slots[chosen.symbol].symbol
        var solvedRow = Row(sortedCells: [], constant: row.constant, trace: row.trace)
        // `0 = Σ λ·d`: d = -(Σ λ·d - λ_chosen·d) / λ_chosen.
        let factor = -1 / chosen.coefficient
        solvedRow.scale(by: factor)
        solvedRow.trace = traces.sum(traces.scaled(row.trace, factor), traces.leaf(dummy), times: 1)
        let (users, levels, column) = dummyUsers(of: dummy)
        replaceDummy(dummy, with: solvedRow, in: users, levels: levels, column: column)
        install(consume solvedRow, for: dummy)
    }

    /// Takes out of their groups the members whose parallelism rests on the
    /// equality being removed: those whose difference from their key holds
    /// its dummy, or the dummy of a redundant equality whose row holds it
    /// (conservatively). They are added again after the removal.
    private mutating func detachMembers(resting dummy: Symbol) {
        var columns = [traces.column(of: dummy)]
        let basicDummies = dummyUsers(of: dummy).rows.filter { $0.0.isDummy }
        for (user, _) in basicDummies { columns.append(traces.column(of: user)) }
        for index in groups.indices {
            guard let group = groups[index] else { continue }
            for member in group.members {
                guard let record = records[member],
                    columns.contains(where: { column in column[record.delta].map { !nearZero($0) } ?? false })
                else { continue }
                records.removeValue(forKey: member)
                detach(record)
                detachedMembers.append(record)
            }
        }
    }
}
