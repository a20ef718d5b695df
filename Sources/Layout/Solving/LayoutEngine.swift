import Cassowary
import Foundation

/// A layout constraint and the linear constraint it compiled to.
struct CompiledConstraint {
    let layout: LayoutConstraint
    let linear: Cassowary.Constraint
}

/// The scene's solver and the bookkeeping that makes layouts incremental.
///
/// `installed` maps each layout constraint to the linear constraint the
/// solver holds for it. A layout compiles the constraints it wants and
/// hands the solver only the difference: removals, then additions. The
/// solver is rebuilt from nothing only for the first layout, and when a
/// conflict is involved (one now, or one broken last time): a fresh build in
/// canonical order breaks exactly the constraints a fresh scene would, so a
/// relayout never depends on the history of changes.
struct LayoutEngine {
    private(set) var solver = Solver()
    private var installed: [ObjectIdentifier: CompiledConstraint] = [:]
    private var broken: Set<ObjectIdentifier> = []
    /// The constraints of the last layout, in the order they reached the solver.
    private(set) var current: [CompiledConstraint] = []
    private(set) var conflicts: [ConstraintConflict] = []
    private(set) var statistics = LayoutStatistics()

    /// Brings the solver to hold `desired`, in that order.
    mutating func apply(_ desired: [(LayoutConstraint, Cassowary.Constraint)]) throws {
        statistics.layouts += 1
        current = desired.map(CompiledConstraint.init)
        guard statistics.rebuilds > 0, broken.isEmpty else { return try rebuild() }

        let wanted = Dictionary(current.map { (ObjectIdentifier($0.layout), $0) }, uniquingKeysWith: { a, _ in a })
        var additions: [CompiledConstraint] = []
        for entry in current {
            let key = ObjectIdentifier(entry.layout)
            if let old = installed[key], old.linear.isSame(as: entry.linear) { continue }
            additions.append(entry)
        }
        let removals = installed.filter { key, old in
            guard let new = wanted[key] else { return true }
            return !old.linear.isSame(as: new.linear)
        }
        do {
            // Removals in a stable order, so that solutions are reproducible.
            for (key, old) in removals.sorted(by: { $0.value.linear.description < $1.value.linear.description }) {
                try solver.remove(old.linear)
                installed[key] = nil
                statistics.constraintsRemoved += 1
            }
            for entry in additions {
                try solver.add(entry.linear)
                installed[ObjectIdentifier(entry.layout)] = entry
                statistics.constraintsAdded += 1
            }
        } catch SolverError.unsatisfiableConstraint {
            try rebuild()
        } catch {
            throw LayoutError(solverFailure: "The solver failed: \(error). Lay out again to rebuild it.")
        }
        // Keep the installed record exactly the wanted entries (an unchanged
        // entry keeps the linear constraint the solver holds).
        current = current.map { installed[ObjectIdentifier($0.layout)] ?? $0 }
    }

    /// A fresh solver holding `current` in order; a required constraint that
    /// contradicts those before it is broken (left out) and its conflict
    /// recorded, as UIKit does.
    private mutating func rebuild() throws {
        statistics.rebuilds += 1
        solver = Solver()
        installed = [:]
        broken = []
        conflicts = []
        for entry in current {
            do {
                try solver.add(entry.linear)
                installed[ObjectIdentifier(entry.layout)] = entry
                statistics.constraintsAdded += 1
            } catch SolverError.unsatisfiableConstraint(_, let certificate) {
                broken.insert(ObjectIdentifier(entry.layout))
                conflicts.append(conflict(breaking: entry, certificate: certificate))
            } catch {
                throw LayoutError(solverFailure: "The solver failed on \(entry.layout.logDescription): \(error).")
            }
        }
    }

    /// Whether the constraint was broken to resolve a conflict.
    func isBroken(_ constraint: LayoutConstraint) -> Bool {
        broken.contains(ObjectIdentifier(constraint))
    }

    /// The linear constraint the solver holds for `constraint`.
    func installation(of constraint: LayoutConstraint) -> Cassowary.Constraint? {
        installed[ObjectIdentifier(constraint)]?.linear
    }

    /// The conflict of `entry` with the constraints installed before it,
    /// refined to a minimal set.
    private func conflict(breaking entry: CompiledConstraint, certificate: [Cassowary.Constraint]) -> ConstraintConflict {
        let required = current.filter { installed[ObjectIdentifier($0.layout)] != nil && $0.linear.strength.isRequired }
        let byLinear = Dictionary(required.map { (ObjectIdentifier($0.linear), $0) }, uniquingKeysWith: { a, _ in a })
        let candidates = certificate.compactMap { byLinear[ObjectIdentifier($0)] }
        let core = ConflictRefinement.minimalSet(breaking: entry, candidates: candidates, fallback: required)
        return ConstraintConflict(constraints: core.map(\.layout) + [entry.layout], broken: entry.layout)
    }
}
