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
///
/// The root's size enters a build as required constraints, first, so that
/// rows see it as a constant and a conflict with it is reported as UIKit
/// reports it. Once the build is free of conflicts the size is handed to a
/// pair of edit variables at the strongest optional strength and the
/// required constraints leave, so a rotation is two suggestions (a dual
/// simplex update) instead of removing a required equality every row
/// depends on. Strict levels make the edits beat every optional constraint:
/// only required constraints could move the size, and if they do the scene
/// is rebuilt, size required, to report the conflict.
struct LayoutEngine {
    /// Stronger than any optional priority a constraint can have (a Float
    /// below 1000 converts to at most 999.99994), weaker than required.
    static let sceneSizeStrength = Strength(1000.0.nextDown)

    private(set) var solver = Solver()
    /// The most pivots one change may cost the solver (see ``Scene/pivotLimit``).
    var pivotLimit = Solver().pivotLimit {
        didSet { solver.pivotLimit = pivotLimit }
    }
    private var installed: [ObjectIdentifier: CompiledConstraint] = [:]
    private var broken: Set<ObjectIdentifier> = []
    /// The value suggested for each edit variable of the root's size; empty
    /// while the size is held by required constraints.
    private var suggested: [ObjectIdentifier: Double] = [:]
    /// The constraints of the last layout, in the order they reached the solver.
    private(set) var current: [CompiledConstraint] = []
    private var currentByLayout: [ObjectIdentifier: CompiledConstraint] = [:]
    private(set) var conflicts: [ConstraintConflict] = []
    private(set) var statistics = LayoutStatistics()
    /// Set when the solver failed part-way through a change: the next layout rebuilds.
    private var isStale = false

    /// Whether the next change can be handed to the solver as edits.
    private var canEdit: Bool { statistics.rebuilds > 0 && broken.isEmpty && !suggested.isEmpty && !isStale }

    /// Brings the solver to hold `desired`, in that order.
    mutating func apply(_ desired: [(LayoutConstraint, Cassowary.Constraint)]) throws {
        statistics.layouts += 1
        if canEdit, isUnchanged(desired) {
            // The same constraints compiled to the same objects: at most the
            // root's size changed.
            do { try suggestSceneSize() } catch {
                isStale = true
                throw LayoutError(solverFailure: "The solver failed: \(error). Lay out again to rebuild it.")
            }
            if !sceneSizeHolds() { try rebuild() }
            return
        }
        record(desired.map(CompiledConstraint.init))
        guard canEdit else { return try rebuild() }
        do {
            try applyDifference()
            try suggestSceneSize()
        } catch SolverError.unsatisfiableConstraint {
            return try rebuild()
        } catch {
            isStale = true
            throw LayoutError(solverFailure: "The solver failed: \(error). Lay out again to rebuild it.")
        }
        // Record what the solver holds: an entry that compiled anew to the
        // same constraint keeps the object added before, the one conflict
        // certificates name. (Cached compilations are that object already.)
        for index in current.indices {
            let key = ObjectIdentifier(current[index].layout)
            if let held = installed[key], held.linear !== current[index].linear {
                current[index] = held
                currentByLayout[key] = held
            }
        }
        if !sceneSizeHolds() { try rebuild() }
    }

    /// Whether `desired` is exactly the constraints held, object for object.
    private func isUnchanged(_ desired: [(LayoutConstraint, Cassowary.Constraint)]) -> Bool {
        guard desired.count == current.count else { return false }
        for (entry, held) in zip(desired, current) where entry.0 !== held.layout || entry.1 !== held.linear {
            return false
        }
        return true
    }

    private mutating func record(_ entries: [CompiledConstraint]) {
        current = entries
        currentByLayout = Dictionary(entries.map { (ObjectIdentifier($0.layout), $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// Removes what is no longer wanted or changed, then adds what is new or
    /// changed. The root's size is left to the edit variables.
    private mutating func applyDifference() throws {
        let removals = installed.filter { key, old in
            guard let new = currentByLayout[key] else { return true }
            return !old.linear.isSame(as: new.linear)
        }
        // A stable order, so that solutions are reproducible.
        for (key, old) in removals.sorted(by: { $0.value.linear.description < $1.value.linear.description }) {
            try solver.remove(old.linear)
            installed[key] = nil
            statistics.constraintsRemoved += 1
        }
        for entry in current where entry.layout.kind != .sceneSize && installed[ObjectIdentifier(entry.layout)] == nil {
            try solver.add(entry.linear)
            installed[ObjectIdentifier(entry.layout)] = entry
            statistics.constraintsAdded += 1
        }
    }

    /// Suggests each root-size constant to its edit variable, where it changed.
    private mutating func suggestSceneSize() throws {
        for entry in current where entry.layout.kind == .sceneSize {
            guard let variable = entry.linear.expression.terms.first?.variable else { continue }
            let value = Double(entry.layout.constant)
            if suggested[ObjectIdentifier(variable)] != value {
                try solver.suggestValue(value, for: variable)
                suggested[ObjectIdentifier(variable)] = value
            }
        }
    }

    /// Whether the solution gives the root the size asked for.
    private func sceneSizeHolds() -> Bool {
        current.allSatisfy { $0.layout.kind != .sceneSize || $0.linear.shortfall(in: solver) <= 1e-6 }
    }

    /// A fresh solver holding `current` in order; a required constraint that
    /// contradicts those before it is broken (left out) and its conflict
    /// recorded, as UIKit does. Without conflicts, the root's size then
    /// moves from its required constraints to edit variables.
    private mutating func rebuild() throws {
        statistics.rebuilds += 1
        isStale = true
        solver = Solver()
        solver.pivotLimit = pivotLimit
        installed = [:]
        broken = []
        conflicts = []
        suggested = [:]
        // The required constraints held so far, by the linear constraint a
        // certificate names, kept as they are added: each conflict looks its
        // certificate up rather than scanning every constraint again.
        var required: [ObjectIdentifier: CompiledConstraint] = [:]
        var budget = ConflictRefinement.Budget(remaining: ConflictRefinement.budgetPerLayout)
        let positions = Dictionary(current.enumerated().map { (ObjectIdentifier($1.layout), $0) }, uniquingKeysWith: { a, _ in a })
        for entry in current {
            do {
                try solver.add(entry.linear)
                installed[ObjectIdentifier(entry.layout)] = entry
                if entry.linear.strength.isRequired { required[ObjectIdentifier(entry.linear)] = entry }
                statistics.constraintsAdded += 1
            } catch SolverError.unsatisfiableConstraint(_, let certificate) {
                broken.insert(ObjectIdentifier(entry.layout))
                conflicts.append(conflict(breaking: entry, certificate: certificate, required: required,
                                              positions: positions, budget: &budget))
            } catch {
                throw LayoutError(solverFailure: "The solver failed on \(entry.layout.logDescription): \(error).")
            }
        }
        isStale = false
        guard broken.isEmpty else { return }
        do {
            for entry in current where entry.layout.kind == .sceneSize {
                guard let variable = entry.linear.expression.terms.first?.variable else { continue }
                try solver.addEditVariable(variable, strength: Self.sceneSizeStrength)
                try solver.suggestValue(Double(entry.layout.constant), for: variable)
                suggested[ObjectIdentifier(variable)] = Double(entry.layout.constant)
                try solver.remove(entry.linear)
                installed[ObjectIdentifier(entry.layout)] = nil
            }
        } catch {
            isStale = true
            throw LayoutError(solverFailure: "The solver refused the scene's size as an edit: \(error).")
        }
    }

    /// Whether the constraint was broken to resolve a conflict.
    func isBroken(_ constraint: LayoutConstraint) -> Bool {
        broken.contains(ObjectIdentifier(constraint))
    }

    /// The linear constraint `constraint` compiled to in the last layout,
    /// nil if it was not part of it.
    func compiled(_ constraint: LayoutConstraint) -> Cassowary.Constraint? {
        currentByLayout[ObjectIdentifier(constraint)]?.linear
    }

    /// The conflict of `entry` with the constraints installed before it,
    /// refined to a minimal set as far as `budget` allows.
    private func conflict(breaking entry: CompiledConstraint, certificate: [Cassowary.Constraint],
                          required: [ObjectIdentifier: CompiledConstraint], positions: [ObjectIdentifier: Int],
                          budget: inout ConflictRefinement.Budget) -> ConstraintConflict
    {
        let candidates = certificate.compactMap { required[ObjectIdentifier($0)] }
        let (core, isMinimal) = ConflictRefinement.minimalSet(breaking: entry, candidates: candidates, fallback: {
            current.filter { required[ObjectIdentifier($0.linear)] != nil }
        }, budget: &budget)
        // In the order the constraints reached the solver.
        let ordered = core.map(\.layout).sorted { positions[ObjectIdentifier($0), default: 0] < positions[ObjectIdentifier($1), default: 0] }
        return ConstraintConflict(constraints: ordered + [entry.layout], broken: entry.layout, isMinimal: isMinimal)
    }
}
