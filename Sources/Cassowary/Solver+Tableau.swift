// Building rows from constraints and keeping the tableau's bookkeeping: the
// row of each basic symbol and the column of rows each symbol appears in.

extension Solver {
    /// A fresh symbol with an empty slot in the tableau.
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: rows.count, kind: kind)
        rows.append(nil)
        columns.append([])
        return symbol
    }

    /// The external symbol of `variable`, created on first use.
    mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = variableSymbols[variable.key] { return symbol }
        let symbol = makeSymbol(.external)
        variableSymbols[variable.key] = symbol
        variables.append(variable)
        return symbol
    }

    /// The row of a constraint over parametric symbols, with its slack, error
    /// or dummy symbols, sign-normalised so the constant is nonnegative.
    ///
    /// `e <= 0` becomes `0 = e + s` with slack `s >= 0`; `e >= 0` becomes
    /// `0 = e - s`. An optional inequality adds an error `-/+ err` that the
    /// objective prices; an optional equality becomes `0 = e - e⁺ + e⁻`; a
    /// required equality carries a dummy whose only job is to mark its row.
    mutating func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        var buffer = takeInsertedBuffer()
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol.id] {
                row.add(basic, times: term.coefficient, inserted: &buffer)
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        returnInsertedBuffer(buffer)

        var tag = Tag()
        let optional = !constraint.strength.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            tag.marker = makeSymbol(.slack)
            row.add(tag.marker, sign)
            if optional {
                tag.other = makeSymbol(.error)
                row.add(tag.other, -sign)
                let level = objective.join(constraint.strength)
                objective.add(tag.other, 1, at: level)
            }
        case .equal:
            if optional {
                tag.marker = makeSymbol(.error)
                tag.other = makeSymbol(.error)
                row.add(tag.marker, -1)
                row.add(tag.other, 1)
                let level = objective.join(constraint.strength)
                objective.add(tag.marker, 1, at: level)
                objective.add(tag.other, 1, at: level)
            } else {
                tag.marker = makeSymbol(.dummy)
                row.add(tag.marker, 1)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: an external variable if there is
    /// one (the one used by the fewest rows, so the substitution that follows
    /// touches the least), else the constraint's own slack or error when its
    /// coefficient is negative (so the row stays feasible). Invalid if neither.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        var best = Symbol.invalid
        var fewest = Int.max
        for cell in row.cells where cell.symbol.isExternal {
            let uses = columns[cell.symbol.id].count
            if uses < fewest {
                best = cell.symbol
                fewest = uses
            }
        }
        if best.isValid { return best }
        for marker in [tag.marker, tag.other] where marker.isValid && marker.isPivotable {
            if row.coefficient(for: marker) < 0 { return marker }
        }
        return .invalid
    }

    /// Makes `row` the row of the basic symbol `symbol`.
    mutating func install(_ row: Row, for symbol: Symbol) {
        for cell in row.cells { columns[cell.symbol.id].append(symbol) }
        rows[symbol.id] = row
    }

    /// Replaces the parametric `symbol` by `row` in every row that holds it,
    /// in the objective, and in the artificial objective. Restricted rows that
    /// go negative are queued for the dual simplex.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let users = columns[symbol.id]
        columns[symbol.id] = []
        var buffer = takeInsertedBuffer()
        for user in users where rows[user.id] != nil {
            buffer.removeAll(keepingCapacity: true)
            guard rows[user.id]!.substitute(symbol, with: row, inserted: &buffer) else { continue }
            for added in buffer { columns[added.id].append(user) }
            if user.isRestricted, rows[user.id]!.constant < 0 { infeasible.append(user) }
        }
        returnInsertedBuffer(buffer)
        objective.substitute(symbol, with: row)
        if artificial != nil {
            var ignored: [Symbol] = []
            artificial!.substitute(symbol, with: row, inserted: &ignored)
        }
    }

    /// The basic symbols whose rows really hold `symbol`, each once, lowest
    /// first; the column is compacted on the way so stale entries do not
    /// pile up.
    mutating func users(of symbol: Symbol) -> [Symbol] {
        var live = columns[symbol.id].filter { rows[$0.id]?.contains(symbol) == true }
        live.sort()
        var unique = 0
        for user in live where unique == 0 || live[unique - 1] != user {
            live[unique] = user
            unique += 1
        }
        live.removeLast(live.count - unique)
        columns[symbol.id] = live
        return live
    }

    /// Pivots `entering` into the basis in place of `leaving`.
    mutating func pivot(leaving: Symbol, entering: Symbol) {
        var row = rows[leaving.id]!
        rows[leaving.id] = nil
        row.solve(for: leaving, entering)
        substitute(entering, with: row)
        install(row, for: entering)
    }

    // The buffer dance lets row operations append to a reusable array while
    // `self` is being mutated elsewhere, without an allocation per call.
    mutating func takeInsertedBuffer() -> [Symbol] {
        var buffer: [Symbol] = []
        swap(&buffer, &inserted)
        buffer.removeAll(keepingCapacity: true)
        return buffer
    }

    mutating func returnInsertedBuffer(_ buffer: [Symbol]) {
        inserted = buffer
    }

    /// The constraints, oldest first, that own the given marker symbols.
    func conflicts(in symbols: [Symbol]) -> [Constraint] {
        var found: [Record] = []
        for symbol in symbols where !symbol.isExternal {
            guard let key = owners[symbol.id], let record = records[key], record.constraint.strength.isRequired,
                !found.contains(where: { $0.serial == record.serial })
            else { continue }
            found.append(record)
        }
        return found.sorted { $0.serial < $1.serial }.map(\.constraint)
    }

    /// Takes the errors of an optional constraint out of the objective.
    mutating func removeObjectiveEffects(of constraint: Constraint, _ tag: Tag) {
        guard !constraint.strength.isRequired, let level = objective.index(of: constraint.strength) else { return }
        for marker in [tag.marker, tag.other] where marker.isValid && marker.kind == .error {
            if let row = rows[marker.id] {
                objective.add(row, times: -1, at: level)
            } else {
                objective.add(marker, -1, at: level)
            }
        }
        objective.leave(constraint.strength)
    }
}
