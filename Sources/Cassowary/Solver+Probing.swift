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
        var probe = self
        return try variables.map { variable in
            var bounds: [Double] = []
            for target in [-reach, reach] {
                let pull = Constraint(Expression(variable) - target, .equal, strength: Self.probeStrength)
                try probe.add(pull)
                bounds.append(probe.value(of: variable))
                try probe.remove(pull)
            }
            return min(bounds[0], bounds[1])...max(bounds[0], bounds[1])
        }
    }

    /// Below every strength ``Strength/isValid`` admits for callers' use.
    static let probeStrength = Strength(.leastNonzeroMagnitude)
}
