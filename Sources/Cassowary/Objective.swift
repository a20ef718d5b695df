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

    /// The level of `strength`, created if needed.
    mutating func join(_ strength: Strength) -> Int {
        if let index = levels.firstIndex(where: { $0.strength == strength }) {
            levels[index].members += 1
            return index
        }
        let index = levels.firstIndex(where: { $0.strength < strength }) ?? levels.count
        levels.insert(Level(strength: strength, members: 1), at: index)
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
        if levels[index].members == 0 { levels.remove(at: index) }
    }

    /// `level += factor·row`.
    mutating func add(_ row: Row, times factor: Double, at level: Int) {
        var ignored: [Symbol] = []
        levels[level].row.add(row, times: factor, inserted: &ignored)
    }

    /// `level += coefficient·symbol`.
    mutating func add(_ symbol: Symbol, _ coefficient: Double, at level: Int) {
        levels[level].row.add(symbol, coefficient)
    }

    mutating func substitute(_ symbol: Symbol, with row: Row) {
        var ignored: [Symbol] = []
        for index in levels.indices {
            levels[index].row.substitute(symbol, with: row, inserted: &ignored)
        }
    }

    /// Whether any level prices `symbol`.
    func mentions(_ symbol: Symbol) -> Bool {
        levels.contains { $0.row.contains(symbol) }
    }

    mutating func remove(_ symbol: Symbol) {
        for index in levels.indices { levels[index].row.remove(symbol) }
    }

    /// The lowest non-dummy symbol whose cost vector is lexicographically
    /// negative (its first nonzero level coefficient is below zero): entering
    /// it lowers the objective without raising any stronger level. Invalid
    /// when the objective is optimal. Lowest symbol first is Bland's rule.
    func enteringSymbol() -> Symbol {
        var best = Symbol.invalid
        for (depth, level) in levels.enumerated() {
            for cell in level.row.cells {
                if cell.symbol.raw >= best.raw { break }
                guard cell.coefficient < 0, !cell.symbol.isDummy else { continue }
                if isZeroAbove(depth, cell.symbol) {
                    best = cell.symbol
                    break
                }
            }
        }
        return best
    }

    /// Whether `symbol` costs nothing at every level stronger than `depth`.
    private func isZeroAbove(_ depth: Int, _ symbol: Symbol) -> Bool {
        for index in 0..<depth where !nearZero(levels[index].row.coefficient(for: symbol)) {
            return false
        }
        return true
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
