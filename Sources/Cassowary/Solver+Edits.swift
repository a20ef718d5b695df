// Edit variables: variables a caller drags, each held by an optional
// `variable == suggestion` constraint whose constant moves with every
// suggestion.

extension Solver {
    /// Makes `variable` editable at an optional `strength`.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
    ///   ``SolverError/invalidStrength(_:)``, or
    ///   ``SolverError/requiredEditVariable(_:)`` for a required strength.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws {
        guard edits[variable.key] == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard strength.isValid else { throw SolverError.invalidStrength(strength) }
        guard !strength.isRequired else { throw SolverError.requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        defer { compactTracesIfNeeded() }
        // An edit's constant moves, so it is never merged with another.
        try add(constraint, serial: nil, mayMerge: false)
        edits[variable.key] = EditInfo(constraint: constraint, tag: records[constraint.key]!.tag, constant: 0)
    }

    /// Stops editing `variable`; its edit constraint goes.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public mutating func removeEditVariable(_ variable: Variable) throws {
        guard let info = edits.removeValue(forKey: variable.key) else {
            throw SolverError.unknownEditVariable(variable)
        }
        try remove(info.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable.key] != nil
    }

    /// Suggests a value for an edit variable and re-solves.
    ///
    /// Moving the suggestion by `δ` is the same as shifting the edit's error
    /// `e⁺` by `δ`, so only the rows that hold `e⁺` (or the one row where an
    /// error is basic) move, and the dual simplex repairs those that went
    /// negative.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` or
    ///   ``SolverError/nonFiniteSuggestion(_:_:)``.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws {
        guard let index = edits.slot(of: variable.key) else { throw SolverError.unknownEditVariable(variable) }
        guard value.isFinite else { throw SolverError.nonFiniteSuggestion(variable, value) }
        defer { compactTracesIfNeeded() }
        let delta = value - edits[slot: index].constant
        edits[slot: index].constant = value
        let tag = edits[slot: index].tag

        let plus = tag.marker
        let minus = tag.other
        if tag.defined.isValid {
            // The edit defines its variable: `x := value + e⁺ - e⁻` moves with it.
            rows[tag.defined.id]!.constant += delta * rows[tag.defined.id]!.coefficient(for: plus)
            return
        }
        if rows[plus.id] != nil {
            rows[plus.id]!.constant -= delta
            if rows[plus.id]!.constant < 0 { infeasible.append(plus) }
        } else if rows[minus.id] != nil {
            rows[minus.id]!.constant += delta
            if rows[minus.id]!.constant < 0 { infeasible.append(minus) }
        } else {
            // Each row that holds e⁺ once: the column is deduplicated first.
            var entry = compactColumn(of: plus)
            while entry >= 0 {
                let user = columnEntries[Int(entry)].user
                entry = columnEntries[Int(entry)].next
                let coefficient = rows[user.id]!.coefficient(for: plus)
                rows[user.id]!.constant += delta * coefficient
                if user.isRestricted, rows[user.id]!.constant < 0 { infeasible.append(user) }
            }
            shiftKeys(holding: plus, by: delta)
        }
        try dualOptimize()
    }
}
