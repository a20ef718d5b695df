/// Coefficients smaller than this in magnitude are zero: they are what is
/// left of a cancellation, not structure.
let epsilon = 1e-8

@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

/// One nonzero entry of a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A sparse linear form `constant + Σ coefficient × symbol`.
///
/// In the tableau a row belongs to a basic symbol `b` and reads
/// `b = constant + Σ cᵢ·sᵢ` over parametric symbols `sᵢ`, whose values are
/// zero, so `constant` is `b`'s current value. Cells are sorted by symbol and
/// never hold a near-zero coefficient, so lookups are binary searches and
/// combining two rows is a linear merge.
///
/// Dummies (the markers of required equalities) are not cells: the row's
/// dummy part is the node `trace` of the solver's ``TraceArena``, and every
/// operation that mixes rows updates it through the arena.
struct Row {
    private(set) var cells: [Cell] = []
    var constant: Double
    /// The dummy part of the row.
    var trace: Int32 = TraceArena.empty

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// A row from cells already sorted by symbol, none near zero.
    init(sortedCells: [Cell], constant: Double, trace: Int32 = TraceArena.empty) {
        cells = sortedCells
        self.constant = constant
        self.trace = trace
    }

    /// Empties the row for `appendCell` to refill: constant 0, no dummy
    /// part, and room for `capacity` cells, its storage reused when it is
    /// the row's own and large enough.
    mutating func clear(reservingCapacity capacity: Int) {
        if cells.capacity >= capacity {
            // A handful of cells (a constraint's row) are popped one by
            // one: `removeAll(keepingCapacity:)` is the generic
            // `replaceSubrange`, about 70 instructions.
            if cells.count <= 8 {
                while !cells.isEmpty { cells.removeLast() }
            } else {
                cells.removeAll(keepingCapacity: true)
            }
        } else {
            cells = []
            cells.reserveCapacity(capacity)
        }
        constant = 0
        trace = TraceArena.empty
    }

    /// Appends a cell after the row's last, which must be of a lower symbol.
    mutating func appendCell(_ cell: Cell) {
        cells.append(cell)
    }

    /// Where `symbol` is, or where it would be inserted.
    @inline(__always)
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let raw = cells[mid].symbol.raw
            if raw < symbol.raw { low = mid + 1 } else if raw > symbol.raw { high = mid } else { return (mid, true) }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, zero when absent.
    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

    /// `self += coefficient·symbol`. Returns whether `symbol` is new to the row.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
            return false
        }
        if nearZero(coefficient) { return false }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return true
    }

    /// `self += factor·other`, constants and dummy parts included.
    mutating func add(_ other: Row, times factor: Double, inserted: inout [Symbol], traces: inout TraceArena) {
        trace = traces.sum(trace, other.trace, times: factor)
        add(other, times: factor, inserted: &inserted)
    }

    /// `self += factor·other`, constants included but not the dummy part
    /// (the caller's job). Appends to `inserted` each symbol the row did not
    /// hold before.
    mutating func add(_ other: Row, times factor: Double, inserted: inout [Symbol]) {
        constant += other.constant * factor
        let incoming = other.cells
        if incoming.isEmpty { return }
        if incoming.count <= 2 {
            for cell in incoming where add(cell.symbol, cell.coefficient * factor) {
                inserted.append(cell.symbol)
            }
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + incoming.count)
        cells.withUnsafeBufferPointer { mine in
            incoming.withUnsafeBufferPointer { theirs in
                var i = 0
                var j = 0
                while i < mine.count, j < theirs.count {
                    let a = mine[i].symbol.raw
                    let b = theirs[j].symbol.raw
                    if a < b {
                        merged.append(mine[i])
                        i += 1
                    } else if b < a {
                        let value = theirs[j].coefficient * factor
                        if !nearZero(value) {
                            merged.append(Cell(symbol: theirs[j].symbol, coefficient: value))
                            inserted.append(theirs[j].symbol)
                        }
                        j += 1
                    } else {
                        let value = mine[i].coefficient + theirs[j].coefficient * factor
                        if !nearZero(value) { merged.append(Cell(symbol: mine[i].symbol, coefficient: value)) }
                        i += 1
                        j += 1
                    }
                }
                while i < mine.count {
                    merged.append(mine[i])
                    i += 1
                }
                while j < theirs.count {
                    let value = theirs[j].coefficient * factor
                    if !nearZero(value) {
                        merged.append(Cell(symbol: theirs[j].symbol, coefficient: value))
                        inserted.append(theirs[j].symbol)
                    }
                    j += 1
                }
            }
        }
        cells = merged
    }

    /// Drops `symbol`'s cell, if any.
    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    /// `0 = r` becomes `0 = -r`: the same equation with a nonnegative constant.
    mutating func negate(traces: inout TraceArena) {
        trace = traces.scaled(trace, -1)
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Multiplies the constant and the cells (not the dummy part) by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Reads the row as `0 = c + a·x + Σ cᵢ·sᵢ` and rewrites it as
    /// `x = -c/a - Σ (cᵢ/a)·sᵢ`, dropping `x`'s cell. `x` must be present.
    mutating func solve(for symbol: Symbol, traces: inout TraceArena) {
        let (index, _) = position(of: symbol)
        let factor = -1 / cells[index].coefficient
        // One pass: scale the cells, closing the gap of `x`'s as it goes.
        cells.withUnsafeMutableBufferPointer { cells in
            for i in 0..<index { cells[i].coefficient *= factor }
            for i in index..<cells.count - 1 {
                cells[i] = Cell(symbol: cells[i + 1].symbol, coefficient: cells[i + 1].coefficient * factor)
            }
        }
        cells.removeLast()
        constant *= factor
        trace = traces.scaled(trace, factor)
    }

    /// Reads the row as `lhs = r` with `rhs` in `r`, and rewrites it as
    /// `rhs = …` with `lhs` among the terms: one pivot of the tableau.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol, traces: inout TraceArena) {
        add(lhs, -1)
        solve(for: rhs, traces: &traces)
    }

    /// Replaces `symbol` by the form `row` it equals. Returns whether the
    /// symbol was present; appends symbols new to this row to `inserted`.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row, inserted: inout [Symbol], traces: inout TraceArena) -> Bool {
        let (index, found) = position(of: symbol)
        guard found else { return false }
        let factor = cells[index].coefficient
        cells.remove(at: index)
        add(row, times: factor, inserted: &inserted, traces: &traces)
        return true
    }
}
