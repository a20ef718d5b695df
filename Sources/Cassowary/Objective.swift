/// The lexicographic objective: one row per optional strength, strongest
/// first, each the sum of the errors of the constraints at that strength.
///
/// Why not kiwi's single row with float weights (strong 1e6, medium 1e3, weak
/// 1)? A weighted sum compares total cost, so a thousand weak errors, or one
/// weak error scaled by a large multiplier, outweigh a strong one. Here the
/// cost of a symbol is a vector, its coefficient in each level's row, and
/// vectors compare lexicographically: the first level where they differ
/// decides, whatever the levels below say. This is the symbolic-weight
/// objective of the original Cassowary paper with one row per weight instead
/// of one vector per cell, so the rows stay as sparse as the constraints.
struct Objective {
    struct Level {
        let strength: Strength
        var row = Row()
        /// Constraints (and edit variables) contributing errors to this level.
        var members = 0
    }

    /// Strongest first.
    private(set) var levels: [Level] = []

    /// Symbols whose cost changed since `enteringSymbol()` last found them
    /// nonnegative. Every other symbol's cost is known to be nonnegative, so
    /// the search for an entering symbol looks only here: after adding one
    /// constraint to a large system it checks a handful of symbols, not the
    /// whole objective. May hold duplicates.
    private var changed: [Symbol] = []
    /// Where row operations note the symbols they bring in, which no level
    /// needs: kept so that noting them allocates nothing.
    private var scratch: [Symbol] = []

    private mutating func noteChanged(_ row: Row) {
        if changed.capacity == 0 { changed.reserveCapacity(32) }
        for cell in row.cells { changed.append(cell.symbol) }
    }

    /// The level of `strength`, created if needed.
    mutating func join(_ strength: Strength) -> Int {
        if let index = levels.firstIndex(where: { $0.strength == strength }) {
            levels[index].members += 1
            return index
        }
        let index = levels.firstIndex(where: { $0.strength < strength }) ?? levels.count
        var level = Level(strength: strength, members: 1)
        // A level gathers the errors of all its constraints: grown cell by
        // cell from empty, it reallocated at 1, 2, 4 and 8.
        level.row.clear(reservingCapacity: 16)
        levels.insert(level, at: index)
        return index
    }

    /// The index of `strength`'s level.
    func index(of strength: Strength) -> Int? {
        levels.firstIndex(where: { $0.strength == strength })
    }

    /// One member of `strength`'s level is gone; an empty level is dropped.
    mutating func leave(_ strength: Strength) {
        guard let index = index(of: strength) else { return }
        levels[index].members -= 1
        if levels[index].members == 0 {
            // Whatever is left at this level (rounding) no longer counts, so
            // the costs of its symbols are decided by the levels below.
            noteChanged(levels[index].row)
            levels.remove(at: index)
        }
    }

    /// `level += factor·row`.
    mutating func add(_ row: Row, times factor: Double, at level: Int, traces: inout TraceArena) {
        levels[level].row.add(row, times: factor, inserted: &scratch, traces: &traces)
        if !scratch.isEmpty { scratch.removeAll(keepingCapacity: true) }
        noteChanged(row)
    }

    /// `level += coefficient·symbol`.
    mutating func add(_ symbol: Symbol, _ coefficient: Double, at level: Int) {
        levels[level].row.add(symbol, coefficient)
        changed.append(symbol)
    }

    mutating func substitute(_ symbol: Symbol, with row: Row, traces: inout TraceArena) {
        var touched = false
        for index in levels.indices where levels[index].row.substitute(symbol, with: row, inserted: &scratch, traces: &traces) {
            touched = true
        }
        if !scratch.isEmpty { scratch.removeAll(keepingCapacity: true) }
        if touched { noteChanged(row) }
    }

    /// Whether any level prices `symbol`.
    func mentions(_ symbol: Symbol) -> Bool {
        levels.contains { $0.row.contains(symbol) }
    }

    mutating func remove(_ symbol: Symbol) {
        for index in levels.indices { levels[index].row.remove(symbol) }
    }

    /// The dummy parts of the level rows, strongest first.
    var traces: [Int32] { levels.map(\.row.trace) }

    /// Hands each level's dummy part to `body`, which may renumber it.
    mutating func visitTraces(_ body: (inout Int32) -> Void) {
        for index in levels.indices { body(&levels[index].row.trace) }
    }

    /// `level += factor·row` for a dummy's substitution: the level's own
    /// dummy part is replaced by the caller.
    mutating func substituteDummy(at level: Int, with row: Row, times factor: Double, trace: Int32) {
        levels[level].row.add(row, times: factor, inserted: &scratch)
        if !scratch.isEmpty { scratch.removeAll(keepingCapacity: true) }
        levels[level].row.trace = trace
        noteChanged(row)
    }

    /// The lowest non-dummy symbol whose cost vector is lexicographically
    /// negative (its first nonzero level coefficient is below zero): entering
    /// it lowers the objective without raising any stronger level. Invalid
    /// when the objective is optimal. Lowest symbol first is Bland's rule.
    /// Only changed symbols are examined; those found nonnegative are settled.
    mutating func enteringSymbol() -> Symbol {
        var best = Symbol.invalid
        var stillNegative = 0
        for index in changed.indices {
            let symbol = changed[index]
            guard !symbol.isDummy, isNegative(symbol) else { continue }
            changed[stillNegative] = symbol
            stillNegative += 1
            if symbol < best { best = symbol }
        }
        changed.removeLast(changed.count - stillNegative)
        return best
    }

    /// Whether the first level that prices `symbol` gives it a positive
    /// cost. At an optimum such a restricted symbol is zero in every optimal
    /// solution: raising it would cost at that level, and no stronger level
    /// prices it to pay back.
    func isPositive(_ symbol: Symbol) -> Bool {
        for level in levels {
            let coefficient = level.row.coefficient(for: symbol)
            if !nearZero(coefficient) { return coefficient > 0 }
        }
        return false
    }

    /// Every symbol some level prices.
    var pricedSymbols: [Symbol] { levels.flatMap { $0.row.cells.map(\.symbol) } }

    /// Whether the first level that prices `symbol` gives it a negative cost.
    private func isNegative(_ symbol: Symbol) -> Bool {
        for level in levels {
            let coefficient = level.row.coefficient(for: symbol)
            if !nearZero(coefficient) { return coefficient < 0 }
        }
        return false
    }

    /// Whether `cost(a)/ca` is lexicographically below `cost(b)/cb`: the dual
    /// simplex ratio test, one level at a time. Ties go to the lower symbol.
    func ratio(_ a: Symbol, _ ca: Double, isBelow b: Symbol, _ cb: Double) -> Bool {
        for level in levels {
            let ra = level.row.coefficient(for: a) / ca
            let rb = level.row.coefficient(for: b) / cb
            if !nearZero(ra - rb) { return ra < rb }
        }
        return a.raw < b.raw
    }
}
