// Building rows from constraints and keeping the tableau's bookkeeping: the
// row of each basic symbol and the column of rows each symbol appears in.

extension Solver {
    /// A fresh symbol with an empty slot in every per-symbol table.
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        if rows.count == rows.capacity { reserveSymbols(max(128, 2 * rows.count)) }
        let symbol = Symbol(id: rows.count, kind: kind)
        slots.append(SymbolSlot(symbol: symbol))
        rows.append(nil)
        isDefinition.append(false)
        return symbol
    }

    /// Grows every per-symbol table at once, starting at 128 slots: one
    /// allocation per table per doubling instead of a few small ones each.
    /// The variables and the column entries (about as many as the symbols
    /// in a sparse tableau) grow with them: appended one by one from empty
    /// they took seven allocations each for the slider's 34 variables.
    private mutating func reserveSymbols(_ capacity: Int) {
        variables.reserveCapacity(capacity)
        columnEntries.reserveCapacity(capacity)
        slots.reserveCapacity(capacity)
        rows.reserveCapacity(capacity)
        isDefinition.reserveCapacity(capacity)
        expansion.prepare(count: capacity)
        traces.prepare(symbols: capacity)
    }

    /// The external symbol of `variable`, created on first use.
    mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = variableSymbols[variable.key] { return symbol }
        return makeExternalSymbol(for: variable)
    }

    /// The external symbol of a variable seen for the first time.
    private mutating func makeExternalSymbol(for variable: Variable) -> Symbol {
        let symbol = makeSymbol(.external)
        variableSymbols[variable.key] = symbol
        variables.append(variable)
        return symbol
    }

    /// The row of a constraint as written, over its variables' symbols (basic
    /// or not), with its slack, error or dummy symbols. The errors are priced
    /// by the caller once the row is in.
    ///
    /// `e <= 0` becomes `0 = e + s` with slack `s >= 0`; `e >= 0` becomes
    /// `0 = e - s`. An optional inequality adds an error `-/+ err` that the
    /// objective prices; an optional equality becomes `0 = e - e⁺ + e⁻`; a
    /// required equality carries a dummy whose only job is to mark its row.
    mutating func makeRow(for constraint: Constraint) -> (Row, Tag) {
        // The terms are distinct variables (the expression is reduced), so
        // the cells need only sorting, not combining. A constraint has a
        // handful of terms: insertion sort.
        let expression = constraint.expression
        // Read through a buffer pointer (copying a `Term` out would retain
        // its variable) and looked up by identity first (only a new variable
        // is retained, by `variables`); appended as they come and sorted in
        // one pass over the storage (each write through the array checks
        // its uniqueness).
        var cells: [Cell] = []
        cells.reserveCapacity(expression.terms.count + 2)
        expression.terms.withUnsafeBufferPointer { terms in
            for k in terms.indices where !nearZero(terms[k].coefficient) {
                let known = variableSymbols[ObjectIdentifier(terms[k].variable)]
                cells.append(Cell(symbol: known ?? makeExternalSymbol(for: terms[k].variable), coefficient: terms[k].coefficient))
            }
        }
        cells.withUnsafeMutableBufferPointer { cells in
            for k in cells.indices.dropFirst() {
                let cell = cells[k]
                var at = k
                while at > 0, cells[at - 1].symbol > cell.symbol {
                    cells[at] = cells[at - 1]
                    at -= 1
                }
                cells[at] = cell
            }
        }
        // The constraint's own symbols are made after its variables', so
        // they sort last: appended in place, before the row owns the cells
        // (inserting into the row's copy would copy the buffer).
        var tag = Tag()
        var trace = TraceArena.empty
        let optional = !constraint.strength.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            tag.marker = makeSymbol(.slack)
            cells.append(Cell(symbol: tag.marker, coefficient: sign))
            if optional {
                tag.other = makeSymbol(.error)
                cells.append(Cell(symbol: tag.other, coefficient: -sign))
            }
        case .equal:
            if optional {
                tag.marker = makeSymbol(.error)
                tag.other = makeSymbol(.error)
                cells.append(Cell(symbol: tag.marker, coefficient: -1))
                cells.append(Cell(symbol: tag.other, coefficient: 1))
            } else {
                // The dummy is the row's dummy part, not a cell.
                tag.marker = makeSymbol(.dummy)
                trace = traces.leaf(tag.marker)
            }
        }
        return (Row(sortedCells: cells, constant: expression.constant, trace: trace), tag)
    }

    /// The first variable of the constraint (in the order written) that
    /// nothing uses yet: not basic, in no row, no definition and no objective.
    /// Solving the row for it satisfies the constraint without touching
    /// anything else, so the row can stay a definition.
    func freshVariable(in row: Row, order expression: Expression) -> Symbol? {
        for term in expression.terms {
            guard let symbol = variableSymbols[term.variable.key], rows[symbol.id] == nil,
                slots[symbol.id].definitionUses == 0, row.contains(symbol),
                !columnHasUser(symbol),
                !objective.mentions(symbol)
            else { continue }
            return symbol
        }
        return nil
    }

    /// Makes `row`, solved for the fresh `variable`, its definition.
    mutating func define(_ variable: Symbol, as row: consuming Row) {
        for cell in row.cells { slots[cell.symbol.id].definitionUses += 1 }
        rows[variable.id] = consume row
        isDefinition[variable.id] = true
        slots[variable.id].definitionOrder = definitionCount
        definitionCount += 1
    }

    /// Turns a definition into an eager row over parametric symbols.
    mutating func materialize(_ variable: Symbol) {
        var definition = rows[variable.id]!
        for cell in definition.cells { slots[cell.symbol.id].definitionUses -= 1 }
        isDefinition[variable.id] = false
        rows[variable.id] = nil
        _ = expand(&definition, limit: .max)
        install(consume definition, for: variable)
    }

    /// The symbol to solve a new row for: an external variable if there is
    /// one (the one used by the fewest rows, so the substitution that follows
    /// touches the least), else the constraint's own slack or error when its
    /// coefficient is negative (so the row stays feasible). Invalid if neither.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        var best = Symbol.invalid
        var fewest = Int.max
        for cell in row.cells where cell.symbol.isExternal {
            let uses = columnCount(of: cell.symbol)
            if uses < fewest {
                best = cell.symbol
                fewest = uses
            }
        }
        if best.isValid { return best }
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isValid, tag.other.isPivotable, row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    /// Makes `row` the row of the basic symbol `symbol`. Consuming, so
    /// that a caller done with its row moves it in (`install(consume row,
    /// …)`) instead of the table retaining a copy of its cells.
    mutating func install(_ row: consuming Row, for symbol: Symbol) {
        row.cells.withUnsafeBufferPointer { cells in
            for cell in cells { noteColumn(of: cell.symbol, holds: symbol) }
        }
        rows[symbol.id] = consume row
    }

    /// Replaces the parametric `symbol` by `row` in every row that holds it,
    /// in the objective, and in the artificial objective. Restricted rows that
    /// go negative are queued for the dual simplex.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        var entry = detachColumn(of: symbol)
        var buffer = takeInsertedBuffer()
        while entry >= 0 {
            let (user, next) = takeColumnEntry(entry)
            entry = next
            guard rows[user.id] != nil else { continue }
            buffer.removeAll(keepingCapacity: true)
            guard rows[user.id]!.substitute(symbol, with: row, inserted: &buffer, traces: &traces) else { continue }
            for added in buffer { noteColumn(of: added, holds: user) }
            if user.isRestricted, rows[user.id]!.constant < 0 { infeasible.append(user) }
        }
        returnInsertedBuffer(buffer)
        objective.substitute(symbol, with: row, traces: &traces)
        substituteInKeys(symbol, with: row)
        if artificial != nil {
            var ignored: [Symbol] = []
            artificial!.substitute(symbol, with: row, inserted: &ignored, traces: &traces)
        }
    }

    /// Pivots `entering` into the basis in place of `leaving`.
    mutating func pivot(leaving: Symbol, entering: Symbol) {
        var row = rows[leaving.id]!
        rows[leaving.id] = nil
        row.solve(for: leaving, entering, traces: &traces)
        substitute(entering, with: row)
        install(consume row, for: entering)
    }

    // The buffer dance lets row operations append to a reusable array while
    // `self` is being mutated elsewhere, without an allocation per call.
    mutating func takeInsertedBuffer() -> [Symbol] {
        var buffer: [Symbol] = []
        swap(&buffer, &inserted)
        if buffer.capacity == 0 {
            buffer.reserveCapacity(16)
        } else if !buffer.isEmpty {
            buffer.removeAll(keepingCapacity: true)
        }
        return buffer
    }

    mutating func returnInsertedBuffer(_ buffer: [Symbol]) {
        inserted = buffer
    }

    /// The constraints, oldest first, that own the marker symbols of `row`:
    /// its cells and the dummies of its dummy part.
    func conflicts(in row: Row) -> [Constraint] {
        conflicts(in: row.cells.map(\.symbol) + traces.flattened(row.trace).map { Symbol(id: $0.symbol, kind: .dummy) })
    }

    /// The constraints, oldest first, that own the given marker symbols.
    func conflicts(in symbols: [Symbol]) -> [Constraint] {
        var found: [Record] = []
        for symbol in symbols where !symbol.isExternal {
            guard let key = slots[symbol.id].owner, let record = records[key], record.constraint.strength.isRequired,
                !found.contains(where: { $0.serial == record.serial })
            else { continue }
            found.append(record)
        }
        return found.sorted { $0.serial < $1.serial }.map(\.constraint)
    }

    /// Takes the errors of an optional constraint out of the objective.
    mutating func removeObjectiveEffects(of constraint: Constraint, _ tag: Tag) {
        guard !constraint.strength.isRequired, let level = objective.index(of: constraint.strength) else { return }
        price(tag.marker, by: -1, at: level)
        price(tag.other, by: -1, at: level)
        objective.leave(constraint.strength)
    }
}
