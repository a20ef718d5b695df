import Cassowary

/// Shrinks the solver's infeasibility certificate to a minimal conflicting
/// set by deletion filtering: drop each candidate in turn and keep it out if
/// what remains still contradicts the broken constraint. Every test runs on a
/// fresh solver holding only the set under test, so the scene's solver is
/// never touched. The result is minimal: without any one member, the rest
/// (with the broken constraint) can be satisfied.
///
/// Deletion filtering costs a solver build per member, so its work grows as
/// the square of the set: a cycle of 8,000 contradicting width equalities took
/// 142 s. The work is therefore bounded by a ``Budget`` shared by all the
/// conflicts of one layout, counted in constraints handed to a solver. Once it
/// is spent, the set found so far is reported as it is: it still contradicts
/// the broken constraint (every step keeps that true) but may not be minimal,
/// and ``ConstraintConflict/isMinimal`` says so.
enum ConflictRefinement {
    /// Constraints the refinement of one layout may hand to solvers: enough
    /// to minimise a set of about 450 (a few tenths of a second in a release
    /// build), far more than a real conflict has.
    static let budgetPerLayout = 200_000

    /// What is left of the work allowed.
    struct Budget {
        var remaining: Int

        /// Takes `cost` if that much is left.
        mutating func take(_ cost: Int) -> Bool {
            guard remaining >= cost else { return false }
            remaining -= cost
            return true
        }
    }

    /// The members of `candidates` (or of `fallback()`, should the candidates
    /// not contradict `entry` on their own) that form a minimal set
    /// contradicting `entry`, or as small a set as `budget` allowed, and
    /// whether it is minimal.
    static func minimalSet(breaking entry: CompiledConstraint, candidates: [CompiledConstraint],
                           fallback: () -> [CompiledConstraint], budget: inout Budget)
        -> (set: [CompiledConstraint], isMinimal: Bool)
    {
        var core = candidates
        if candidates.isEmpty || !budget.take(candidates.count + 1) || !contradicts(candidates, entry) {
            // The certificate alone does not show the conflict (or there was
            // no work left to check it): every required constraint does.
            core = fallback()
        }
        var index = 0
        while index < core.count {
            guard budget.take(core.count) else { return (core, false) }
            var trial = core
            trial.remove(at: index)
            if contradicts(trial, entry) { core = trial } else { index += 1 }
        }
        return (core, true)
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
