// Questions about the set of optimal solutions, asked on a copy of the
// solver so the original is untouched.

extension Solver {
    /// The least and greatest values `variable` takes over all optimal
    /// solutions: equal bounds mean the constraints determine it; a bound at
    /// ±`reach` means it is free in that direction (as far as `reach`).
    ///
    /// It pulls the variable towards `-reach` and then `+reach` on a copy,
    /// with a preference at a level weaker than every strength a caller can
    /// use. Levels are strict, so the pull can only move the variable within
    /// the optimum of every real constraint, never trade against them: what
    /// it reaches is exactly the range of optimal values. Auto Layout calls a
    /// view whose frame is not determined ambiguous.
    public func valueRange(of variable: Variable, reach: Double = 1e7) throws -> ClosedRange<Double> {
        try valueRanges(of: [variable], reach: reach)[0]
    }

    /// ``valueRange(of:reach:)`` for many variables at once, on one copy of
    /// the solver: each pull is added, read and removed again, which leaves
    /// the copy at an optimum of the real constraints for the next. Copying
    /// once rather than per pull keeps probing a large layout linear in the
    /// number of variables rather than quadratic.
    public func valueRanges(of variables: [Variable], reach: Double = 1e7) throws -> [ClosedRange<Double>] {
        try valueRanges(of: variables, reach: reach, probingEvery: false, maxProbes: .max).map { $0! }
    }

    /// ``valueRanges(of:reach:)`` pulling at most `maxProbes` variables (those
    /// the tableau shows fixed cost no pull): each pull pivots through every
    /// row that mentions the variable, so probing a long free chain costs the
    /// square of its length. The variables past the budget get nil.
    public func valueRanges(of variables: [Variable], reach: Double = 1e7, maxProbes: Int) throws -> [ClosedRange<Double>?] {
        try valueRanges(of: variables, reach: reach, probingEvery: false, maxProbes: maxProbes)
    }

    /// `probingEvery` pulls every variable, also those the tableau shows
    /// fixed: tests compare the two.
    func valueRanges(of variables: [Variable], reach: Double, probingEvery: Bool, maxProbes: Int = .max) throws -> [ClosedRange<Double>?] {
        var probe = self
        var probes = 0
        let fixed = probingEvery ? [] : symbolsFixedOverTheOptimum()
        // Read in one pass: one by one, each read of a long chain of
        // definitions walks it again, quadratic in the chain.
        let current = fixed.isEmpty ? [] : values(of: variables)
        return try variables.enumerated().map { index, variable in
            if let symbol = variableSymbols[variable.key], symbol.id < fixed.count, fixed[symbol.id] {
                return current[index]...current[index]
            }
            guard probes < maxProbes else { return nil }
            probes += 1
            var bounds: [Double] = []
            for target in [-reach, reach] {
                let pull = Constraint(Expression(variable) - target, .equal, strength: Self.probeStrength)
                try probe.add(pull, serial: nil, mayMerge: false)
                bounds.append(probe.value(of: variable))
                try probe.remove(pull)
            }
            return min(bounds[0], bounds[1])...max(bounds[0], bounds[1])
        }
    }

    /// By symbol id, the basic symbols that have one value in every optimal
    /// solution, read off the optimal tableau without a pivot.
    ///
    /// Every solution of the tableau's equalities has objective
    /// `z + Σ cost(s)·s` over the parametric symbols `s`, level by level. A
    /// dummy (the marker of a required equality) is always 0, and so, in every
    /// optimal solution, is a restricted symbol whose first nonzero cost is
    /// positive: raising it would cost at that level and nothing stronger
    /// pays it back. A basic symbol whose row holds only such symbols is
    /// therefore its row's constant at every optimum. Pulling it could only
    /// find that value again; in a laid-out scene nearly every position and
    /// size is fixed so, which saves all but a few of the probes. Anything
    /// else (a row over a free or zero-cost symbol, a parametric variable)
    /// is left to the probe. Empty when the objective is not over parametric
    /// symbols only, which the reasoning needs.
    func symbolsFixedOverTheOptimum() -> [Bool] {
        guard !objective.pricedSymbols.contains(where: { $0.id < rows.count && rows[$0.id] != nil }) else { return [] }
        var fixed = [Bool](repeating: false, count: rows.count)
        func isPinned(_ symbol: Symbol) -> Bool {
            if symbol.id < rows.count, rows[symbol.id] != nil { return fixed[symbol.id] }
            return symbol.isDummy || (symbol.isRestricted && objective.isPositive(symbol))
        }
        // Eager rows hold parametric symbols only; a definition mentions only
        // rows made before it, so taking definitions in the order they were
        // made settles each from settled ones.
        var definitions: [Int] = []
        for id in rows.indices {
            guard let row = rows[id] else { continue }
            if isDefinition[id] {
                definitions.append(id)
            } else {
                fixed[id] = row.cells.allSatisfy { !(rows.indices.contains($0.symbol.id) && rows[$0.symbol.id] != nil) && isPinned($0.symbol) }
            }
        }
        definitions.sort { slots[$0].definitionOrder < slots[$1].definitionOrder }
        for id in definitions { fixed[id] = rows[id]!.cells.allSatisfy { isPinned($0.symbol) } }
        return fixed
    }

    /// Below every strength ``Strength/isValid`` admits for callers' use.
    static let probeStrength = Strength(.leastNonzeroMagnitude)
}
