import Cassowary

/// Shrinks the solver's infeasibility certificate to a minimal conflicting
/// set by deletion filtering: drop each candidate in turn and keep it out if
/// what remains still contradicts the broken constraint. Every test runs on a
/// fresh solver holding only the set under test, so the scene's solver is
/// never touched. The result is minimal: without any one member, the rest
/// (with the broken constraint) can be satisfied.
enum ConflictRefinement {
    /// The members of `candidates` (or of `fallback`, should the candidates
    /// not contradict `entry` on their own) that form a minimal set
    /// contradicting `entry`, in `fallback`'s order.
    static func minimalSet(breaking entry: CompiledConstraint, candidates: [CompiledConstraint],
                           fallback: [CompiledConstraint]) -> [CompiledConstraint]
    {
        var core = contradicts(candidates, entry) ? candidates : fallback
        var index = 0
        while index < core.count {
            var trial = core
            trial.remove(at: index)
            if contradicts(trial, entry) { core = trial } else { index += 1 }
        }
        let position = Dictionary(fallback.enumerated().map { (ObjectIdentifier($1.layout), $0) },
                                  uniquingKeysWith: { a, _ in a })
        return core.sorted { position[ObjectIdentifier($0.layout), default: 0] < position[ObjectIdentifier($1.layout), default: 0] }
    }

    /// Whether `set` and `entry` cannot all hold.
    private static func contradicts(_ set: [CompiledConstraint], _ entry: CompiledConstraint) -> Bool {
        var solver = Solver()
        do {
            try solver.add(set.map(\.linear))
            try solver.add(entry.linear)
            return false
        } catch SolverError.unsatisfiableConstraint {
            return true
        } catch {
            return false
        }
    }
}
