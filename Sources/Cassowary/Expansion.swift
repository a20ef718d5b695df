/// Scratch space for writing a row over parametric symbols only: a dense
/// coefficient per symbol, the symbols touched, and the definitions still to
/// expand. Kept in the solver and reused, so an expansion allocates nothing
/// once the tables have grown.
///
/// The lists `touched` and `traceParts` keep their length between
/// expansions: only the first `touchedCount` and `tracePartCount` entries
/// are in use. Emptying an array with `removeAll(keepingCapacity:)` goes
/// through the generic `replaceSubrange` (about 80 instructions, three
/// times per constraint added); resetting a count costs nothing.
struct Expansion {
    var coefficients: [Double] = []
    var present: [Bool] = []
    private(set) var touched: [Symbol] = []
    private(set) var touchedCount = 0
    /// Definitions to expand, latest first (a max-heap on definition order).
    var pending: [(order: Int, symbol: Symbol)] = []
    /// The dummy parts gathered, to be summed into the result's.
    private(set) var traceParts: [(node: Int32, factor: Double)] = []
    private(set) var tracePartCount = 0
    /// The constant gathered.
    var constant = 0.0

    mutating func prepare(count: Int) {
        if touched.capacity == 0 {
            // Room for a few expansions' worth at once (the lists grew from
            // one entry, an allocation per doubling).
            touched.reserveCapacity(32)
            traceParts.reserveCapacity(16)
            pending.reserveCapacity(16)
        }
        if coefficients.count < count {
            coefficients.append(contentsOf: repeatElement(0, count: count - coefficients.count))
            present.append(contentsOf: repeatElement(false, count: count - present.count))
        }
    }

    /// Gathers `coefficient·symbol`: a parametric symbol's coefficient, an
    /// eager basic symbol's row, or a definition to expand later.
    @inline(__always)
    mutating func gather(
        _ symbol: Symbol, _ coefficient: Double, _ rows: UnsafeBufferPointer<Row?>,
        _ isDefinition: UnsafeBufferPointer<Bool>, _ slots: UnsafeBufferPointer<Solver.SymbolSlot>
    ) {
        let id = symbol.id
        guard rows[id] != nil else {
            add(symbol, coefficient)
            return
        }
        if isDefinition[id] {
            if !present[id] { push(symbol, order: slots[id].definitionOrder) }
            add(symbol, coefficient)
        } else {
            constant += coefficient * rows[id]!.constant
            let trace = rows[id]!.trace
            if trace != TraceArena.empty { addTracePart(trace, coefficient) }
            let count = rows[id]!.cells.count
            for k in 0..<count {
                let cell = rows[id]!.cells[k]
                add(cell.symbol, coefficient * cell.coefficient)
            }
        }
    }

    /// Gathers `row` and then, latest first, every definition it reaches;
    /// stops once more than `limit` symbols are gathered (returns false).
    mutating func gatherClosure(
        of row: Row, limit: Int, _ rows: UnsafeBufferPointer<Row?>,
        _ isDefinition: UnsafeBufferPointer<Bool>, _ slots: UnsafeBufferPointer<Solver.SymbolSlot>
    ) -> Bool {
        constant = row.constant
        addTracePart(row.trace, 1)
        for cell in row.cells { gather(cell.symbol, cell.coefficient, rows, isDefinition, slots) }
        while touchedCount <= limit, let definition = popLatest() {
            let coefficient = coefficients[definition.id]
            coefficients[definition.id] = 0
            constant += coefficient * rows[definition.id]!.constant
            let trace = rows[definition.id]!.trace
            if trace != TraceArena.empty { addTracePart(trace, coefficient) }
            let count = rows[definition.id]!.cells.count
            for k in 0..<count {
                let cell = rows[definition.id]!.cells[k]
                gather(cell.symbol, coefficient * cell.coefficient, rows, isDefinition, slots)
            }
        }
        return touchedCount <= limit
    }

    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        coefficients[symbol.id] += coefficient
        if !present[symbol.id] {
            present[symbol.id] = true
            if touchedCount < touched.count { touched[touchedCount] = symbol } else { touched.append(symbol) }
            touchedCount += 1
        }
    }

    /// Gathers `factor·node` into the dummy part.
    mutating func addTracePart(_ node: Int32, _ factor: Double) {
        if tracePartCount < traceParts.count {
            traceParts[tracePartCount] = (node, factor)
        } else {
            traceParts.append((node, factor))
        }
        tracePartCount += 1
    }

    /// Sorts the symbols gathered, lowest first, in place (sorting the
    /// slice `touched[..<touchedCount]` would copy it).
    mutating func sortTouched() {
        let count = touchedCount
        touched.withUnsafeMutableBufferPointer { all in
            var gathered = UnsafeMutableBufferPointer(rebasing: all[..<count])
            gathered.sort()
        }
    }

    /// The coefficients and marks of the gathered symbols are zero again,
    /// the lists empty: ready for the next expansion.
    mutating func reset() {
        for k in 0..<touchedCount {
            coefficients[touched[k].id] = 0
            present[touched[k].id] = false
        }
        touchedCount = 0
        tracePartCount = 0
        if !pending.isEmpty { pending.removeAll(keepingCapacity: true) }
    }

    mutating func push(_ symbol: Symbol, order: Int) {
        pending.append((order, symbol))
        var child = pending.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard pending[parent].order < pending[child].order else { break }
            pending.swapAt(parent, child)
            child = parent
        }
    }

    mutating func popLatest() -> Symbol? {
        guard let top = pending.first else { return nil }
        let last = pending.removeLast()
        if !pending.isEmpty {
            pending[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var largest = parent
                if left < pending.count, pending[left].order > pending[largest].order { largest = left }
                if right < pending.count, pending[right].order > pending[largest].order { largest = right }
                if largest == parent { break }
                pending.swapAt(parent, largest)
                parent = largest
            }
        }
        return top.symbol
    }
}

extension Solver {
    /// Rewrites `row` over parametric symbols only: each eager basic symbol
    /// is replaced by its row, each definition by what it is defined as. The
    /// row's cell storage is reused (a constraint's row is expanded right
    /// after it is made, so this saves an allocation per constraint).
    ///
    /// Definitions are expanded latest first. A definition mentions only
    /// definitions made before it, so by the time one is expanded every use
    /// of it has been gathered into one coefficient, and each definition in
    /// the closure is expanded once: the cost is the size of the closure,
    /// not the number of paths through it. Returns false, leaving `row` as
    /// it was and having done at most about `limit` steps, when the closure
    /// reaches more than `limit` symbols.
    mutating func expand(_ row: inout Row, limit: Int) -> Bool {
        guard row.cells.contains(where: { rows[$0.symbol.id] != nil }) else { return true }
        expansion.prepare(count: rows.count)
        // The tables are only read here: through buffer pointers, so that
        // looking a row up copies (and retains) nothing. The scratch space
        // is worked on in place (taking it out of the solver and putting it
        // back cost a copy or five releases per expansion).
        let rowTable = rows
        let definitionTable = isDefinition
        let slotTable = slots
        let source = row
        let fits = rowTable.withUnsafeBufferPointer { rows in
            definitionTable.withUnsafeBufferPointer { isDefinition in
                slotTable.withUnsafeBufferPointer { slots in
                    expansion.gatherClosure(of: source, limit: limit, rows, isDefinition, slots)
                }
            }
        }
        guard fits else {
            expansion.reset()
            return false
        }
        expansion.sortTouched()
        let partCount = expansion.tracePartCount
        let trace = expansion.traceParts.withUnsafeBufferPointer { parts in
            traces.make(UnsafeBufferPointer(rebasing: parts[..<partCount]))
        }
        row.clear(reservingCapacity: expansion.touchedCount)
        row.constant = expansion.constant
        row.trace = trace
        for k in 0..<expansion.touchedCount {
            let symbol = expansion.touched[k]
            let coefficient = expansion.coefficients[symbol.id]
            if rows[symbol.id] == nil, !nearZero(coefficient) {
                row.appendCell(Cell(symbol: symbol, coefficient: coefficient))
            }
        }
        expansion.reset()
        return true
    }
}
