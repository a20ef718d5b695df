// Reading the solution. An eager basic symbol's value is its row's constant;
// a parametric symbol's is zero; a definition's is what it defines, computed
// from the values of what it mentions.

extension Solver {
    /// The value of `variable` in the current solution; zero for a variable
    /// the solver has never seen.
    ///
    /// A variable kept as a definition is evaluated from what it mentions,
    /// so reading many variables one by one can walk the same chain many
    /// times: read them together with ``values(of:)``, which evaluates each
    /// definition once.
    public func value(of variable: Variable) -> Double {
        guard let symbol = variableSymbols[variable.key] else { return 0 }
        guard let constant = rows[symbol.id]?.constant else { return 0 }
        guard isDefinition[symbol.id] else { return constant }
        // A definition mentioning a few symbols a level or two deep is walked
        // directly; a long or branching closure goes through the memoised
        // walk, which visits each definition once.
        let direct = rows.withUnsafeBufferPointer { rows in
            isDefinition.withUnsafeBufferPointer { isDefinition in
                var budget = 64
                return Self.directValue(of: symbol.id, rows, isDefinition, budget: &budget)
            }
        }
        if let direct { return direct }
        var memo: [Int: Double] = [:]
        return evaluate(symbol.id) { memo[$0] } store: { memo[$0] = $1 }
    }

    /// The values of several variables at once, in their order: one pass
    /// over the definitions they need, however deep they chain.
    public func values(of variables: [Variable]) -> [Double] {
        var memo = [Double?](repeating: nil, count: rows.count)
        return variables.map { variable in
            guard let symbol = variableSymbols[variable.key], let constant = rows[symbol.id]?.constant else { return 0 }
            guard isDefinition[symbol.id] else { return constant }
            return evaluate(symbol.id) { memo[$0] } store: { memo[$0] = $1 }
        }
    }

    /// A definition's value by plain recursion, or nil once more than
    /// `budget` definitions have been visited. Reads through buffer pointers
    /// and indices so no row is copied (a copy costs a retain and release).
    private static func directValue(
        of id: Int, _ rows: UnsafeBufferPointer<Row?>, _ isDefinition: UnsafeBufferPointer<Bool>, budget: inout Int
    ) -> Double? {
        budget -= 1
        guard budget >= 0 else { return nil }
        var total = rows[id]!.constant
        let count = rows[id]!.cells.count
        for k in 0..<count {
            let cell = rows[id]!.cells[k]
            let other = cell.symbol.id
            guard let constant = rows[other]?.constant else { continue }
            if !isDefinition[other] {
                total += cell.coefficient * constant
            } else if let value = directValue(of: other, rows, isDefinition, budget: &budget) {
                total += cell.coefficient * value
            } else {
                return nil
            }
        }
        return total
    }

    /// The value of a definition, evaluating the definitions it mentions
    /// first with an explicit stack (chains of definitions can be as long as
    /// the scene is wide).
    private func evaluate(_ root: Int, cached: (Int) -> Double?, store: (Int, Double) -> Void) -> Double {
        var stack = [root]
        while let top = stack.last {
            if cached(top) != nil {
                stack.removeLast()
                continue
            }
            var ready = true
            var total = rows[top]!.constant
            for cell in rows[top]!.cells {
                let other = cell.symbol.id
                guard let constant = rows[other]?.constant else { continue }
                if !isDefinition[other] {
                    total += cell.coefficient * constant
                } else if let known = cached(other) {
                    total += cell.coefficient * known
                } else {
                    stack.append(other)
                    ready = false
                }
            }
            if ready {
                store(top, total)
                stack.removeLast()
            }
        }
        return cached(root)!
    }
}
