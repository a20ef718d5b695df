// Removing a constraint: its marker leaves the tableau (pivoted out, or its
// row dropped), its errors leave the objective, and a group it led or
// members resting on a removed equality are added again.

extension Solver {
    /// Removes a constraint; the others keep their solution as if it had
    /// never been added.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``.
    public mutating func remove(_ constraint: Constraint) throws {
        guard let record = records.removeValue(forKey: constraint.key) else {
            throw SolverError.unknownConstraint(constraint)
        }
        defer { compactTracesIfNeeded() }
        if record.isMember {
            // No row: only its weight on the primary's errors goes.
            detach(record)
            try optimize()
            return
        }
        let tag = record.tag
        detachedMembers.removeAll()
        if record.group >= 0 {
            // The primary goes, so its group closes: the members' weight
            // leaves its errors, and they are added again at the end (the
            // first of them becomes the new primary).
            for member in closeGroup(record.group) {
                guard let memberRecord = records.removeValue(forKey: member) else { continue }
                reweigh(tag, constraint.strength, by: -1)
                objective.leave(constraint.strength)
                detachedMembers.append(memberRecord)
            }
        }
        // A definition becomes an ordinary row first, so the marker can be
        // pivoted out of it like any other.
        if tag.defined.isValid { materialize(tag.defined) }
        // The errors leave the objective before any pivot, or the pivots
        // would substitute into costs that no longer exist.
        removeObjectiveEffects(of: constraint, tag)
        slots[tag.marker.id].owner = nil
        if tag.other.isValid { slots[tag.other.id].owner = nil }

        if rows[tag.marker.id] != nil {
            rows[tag.marker.id] = nil
        } else if tag.marker.isDummy {
            try removeDummy(tag.marker, of: constraint)
        } else {
            let leaving = markerLeavingRow(for: tag.marker)
            guard leaving.isValid else {
                throw SolverError.internalInconsistency("no row to pivot the marker of \(constraint) out of")
            }
            var row = rows[leaving.id]!
            rows[leaving.id] = nil
            row.solve(for: leaving, tag.marker, traces: &traces)
            substitute(tag.marker, with: row)
        }
        try optimize()
        let detached = detachedMembers
        detachedMembers.removeAll()
        try readd(detached)
    }
}
