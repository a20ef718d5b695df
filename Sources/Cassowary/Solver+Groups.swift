// Merging parallel optional constraints.
//
// Two optional constraints at one level whose rows are the same once written
// over parametric symbols (in a grid, every `cell.width == 40` of a row whose
// widths are tied to the first cell's) are one constraint counted twice:
// within a level errors add with equal weight, so k copies of `r = e⁺ - e⁻`
// cost k·|r|, and one copy whose errors weigh k costs the same at every
// point. The solver keeps the first as the group's *primary*, a real row,
// and adds each later copy as a *member*: one more unit of weight on the
// primary's errors, and no row, so no degenerate pivot per copy.
//
// The group's key is the primary's row written over the current parametric
// symbols (its own errors left out), kept current by every substitution like
// a row of the tableau. A new constraint is parallel exactly when its own
// expansion equals the key. The equality holds modulo the required
// equalities the two expansions went through: the member keeps the
// difference of their dummy parts, and removing a required equality that
// difference mentions first turns the member back into a constraint of its
// own (slacks and errors are cells, the same in both, so removing any other
// constraint leaves the two rows equal).

/// What identifies a group: its level, its relation, and its key's
/// constant and cells, compared exactly. The index holds only a hash of
/// them (so rewriting a key copies nothing the index holds), and a lookup
/// checks the group it finds against the new constraint's row: two keys of
/// one hash are taken for one key, which at worst leaves a parallel
/// constraint unmerged, with a row of its own, as exact as merged.
struct GroupKey {
    let priority: Double
    let relation: Constraint.Relation
    let row: Row

    init(_ strength: Strength, _ relation: Constraint.Relation, _ row: Row) {
        priority = strength.priority
        self.relation = relation
        self.row = row
    }

    /// Whether `other` is the same key: -0 and +0 are one constant.
    func matches(_ other: GroupKey) -> Bool {
        guard priority == other.priority, relation == other.relation, row.constant == other.row.constant,
            row.cells.count == other.row.cells.count
        else { return false }
        for (x, y) in zip(row.cells, other.row.cells) where x.symbol != y.symbol || x.coefficient != y.coefficient {
            return false
        }
        return true
    }

    /// The fields mixed into one word (multiply and rotate, as in FxHash),
    /// then spread (splitmix64's finaliser); never zero, the index's empty
    /// slot.
    var hash: UInt {
        var word = (priority + 0).bitPattern
        func mix(_ value: UInt64) {
            word = ((word << 5) | (word >> 59)) ^ value
            word &*= 0x517C_C1B7_2722_0A95
        }
        mix(relation == .equal ? 1 : relation == .lessThanOrEqual ? 2 : 3)
        mix((row.constant + 0).bitPattern)
        mix(UInt64(row.cells.count))
        for cell in row.cells {
            mix(UInt64(cell.symbol.raw))
            mix((cell.coefficient + 0).bitPattern)
        }
        word = (word ^ (word >> 30)) &* 0xBF58_476D_1CE4_E5B9
        word = (word ^ (word >> 27)) &* 0x94D0_49BB_1331_11EB
        word ^= word >> 31
        return UInt(word == 0 ? 1 : word)
    }
}

/// A primary and the parallel constraints merged into it.
struct Group {
    /// The primary's row over the current parametric symbols, without its
    /// own errors; `trace` is its dummy part.
    var key: Row
    let strength: Strength
    let relation: Constraint.Relation
    var primary: ObjectIdentifier
    var members: Set<ObjectIdentifier> = []
}

extension Solver {
    /// The group `row` (a new optional constraint's expansion, its own
    /// marker symbols among the cells) joins, or nil; when there is none and
    /// the constraint may merge, it becomes the primary of a new group.
    mutating func findOrOpenGroup(for row: Row, _ tag: Tag, _ constraint: Constraint) -> (group: Int, isMember: Bool, delta: Int32) {
        var bare = row
        bare.remove(tag.marker)
        if tag.other.isValid { bare.remove(tag.other) }
        let key = GroupKey(constraint.strength, constraint.relation, bare)
        let hash = key.hash
        reindexChangedKeys()
        if let found = groupIndex[word: hash], let group = groups[Int(found)],
            GroupKey(group.strength, group.relation, group.key).matches(key)
        {
            return (Int(found), true, traces.sum(bare.trace, group.key.trace, times: -1))
        }
        let index = groups.count
        if groups.isEmpty {
            // The first group: room for 16 (they grew from one, three
            // allocations per table for a handful of groups).
            groups.reserveCapacity(16)
            groupIsStale.reserveCapacity(16)
            groupShiftRound.reserveCapacity(16)
            groupColumnEntries.reserveCapacity(64)
        }
        groups.append(Group(key: bare, strength: constraint.strength, relation: constraint.relation, primary: constraint.key))
        groupIsStale.append(false)
        groupShiftRound.append(0)
        groupIndex[word: hash] = Int32(index)
        for cell in bare.cells { noteKey(of: index, holds: cell.symbol) }
        return (index, false, TraceArena.empty)
    }

    /// Changes a group's key with `change` (which reports the symbols it
    /// brought in). The index is brought up to date lazily, at the next
    /// lookup: a drag rewrites keys at every suggestion and looks none up.
    mutating func rekey(_ index: Int, _ change: (inout Row, inout TraceArena, inout [Symbol]) -> Void) {
        guard groups[index] != nil else { return }
        var inserted = takeInsertedBuffer()
        change(&groups[index]!.key, &traces, &inserted)
        for symbol in inserted { noteKey(of: index, holds: symbol) }
        returnInsertedBuffer(inserted)
        if !groupIsStale[index] {
            groupIsStale[index] = true
            staleGroups.append(index)
        }
    }

    /// Indexes the keys changed since the last lookup. Entries under old
    /// keys stay behind (a lookup checks the group's current key), and the
    /// whole index is rebuilt once they outnumber the live entries.
    mutating func reindexChangedKeys() {
        guard !staleGroups.isEmpty else { return }
        for index in staleGroups {
            groupIsStale[index] = false
            guard let group = groups[index] else { continue }
            groupIndex[word: GroupKey(group.strength, group.relation, group.key).hash] = Int32(index)
        }
        staleGroups.removeAll(keepingCapacity: true)
        if groupIndex.count > 2 * groups.count + 64 {
            groupIndex = Self.emptyGroupIndex
            for (index, group) in groups.enumerated() {
                guard let group else { continue }
                let hash = GroupKey(group.strength, group.relation, group.key).hash
                if groupIndex[word: hash] == nil { groupIndex[word: hash] = Int32(index) }
            }
        }
    }

    /// Records that the key of group `index` holds `symbol`. The lists are
    /// linked through one flat array, so noting costs no allocation.
    mutating func noteKey(of index: Int, holds symbol: Symbol) {
        groupColumnEntries.append((Int32(index), slots[symbol.id].groupColumnHead))
        slots[symbol.id].groupColumnHead = Int32(groupColumnEntries.count - 1)
    }

    /// Empties the list of groups whose key may hold `symbol` and returns
    /// its first entry, to walk with `groupColumnEntries[entry].next`. The
    /// entries stay in the table (rekeying only appends), so the walk
    /// allocates nothing. A group may be listed twice (the symbol left its
    /// key and came back): the key no longer holds the symbol the second
    /// time, which the callers check.
    mutating func takeKeysHolding(_ symbol: Symbol) -> Int32 {
        let head = slots[symbol.id].groupColumnHead
        slots[symbol.id].groupColumnHead = -1
        return head
    }

    /// Substitutes `row` for `symbol` in every key that holds it.
    mutating func substituteInKeys(_ symbol: Symbol, with row: Row) {
        rekeyAll(holding: symbol) { key, traces, inserted in
            key.substitute(symbol, with: row, inserted: &inserted, traces: &traces)
        }
    }

    /// Applies `change` to every key that still holds `symbol`, taking the
    /// symbol's list of keys (it is noted again by what `change` inserts).
    private mutating func rekeyAll(holding symbol: Symbol, _ change: (inout Row, inout TraceArena, inout [Symbol]) -> Void) {
        var entry = takeKeysHolding(symbol)
        while entry >= 0 {
            let (group, next) = groupColumnEntries[Int(entry)]
            entry = next
            let index = Int(group)
            guard groups[index]?.key.contains(symbol) == true else { continue }
            rekey(index, change)
        }
    }

    /// Shifts every key holding `symbol` by `delta` times its coefficient
    /// (a suggestion moving an edit's error). Runs at every suggestion, so
    /// it walks the symbol's list in place, allocates nothing, and shifts a
    /// group noted twice (the symbol left its key and came back) once.
    mutating func shiftKeys(holding symbol: Symbol, by delta: Double) {
        var entry = slots[symbol.id].groupColumnHead
        guard entry >= 0 else { return }
        shiftRound &+= 1
        while entry >= 0 {
            let (group, next) = groupColumnEntries[Int(entry)]
            entry = next
            let index = Int(group)
            guard groupShiftRound[index] != shiftRound, groups[index] != nil else { continue }
            groupShiftRound[index] = shiftRound
            let coefficient = groups[index]!.key.coefficient(for: symbol)
            guard coefficient != 0 else { continue }
            groups[index]!.key.constant += delta * coefficient
            if !groupIsStale[index] {
                groupIsStale[index] = true
                staleGroups.append(index)
            }
        }
    }

    /// Drops `symbol` (a symbol that is zero and goes away) from every key.
    mutating func dropFromKeys(_ symbol: Symbol) {
        rekeyAll(holding: symbol) { key, _, _ in key.remove(symbol) }
    }

    /// Closes a group whose primary leaves; returns its members.
    mutating func closeGroup(_ index: Int) -> Set<ObjectIdentifier> {
        guard let group = groups[index] else { return [] }
        let hash = GroupKey(group.strength, group.relation, group.key).hash
        if groupIndex[word: hash] == Int32(index), !groupIsStale[index] { groupIndex[word: hash] = nil }
        groups[index] = nil
        return group.members
    }

    /// `weight` more (or, negative, less) of the errors of the constraint
    /// tagged `tag` in the objective at `strength`.
    mutating func reweigh(_ tag: Tag, _ strength: Strength, by weight: Double) {
        guard !strength.isRequired, let level = objective.index(of: strength) else { return }
        price(tag.marker, by: weight, at: level)
        price(tag.other, by: weight, at: level)
    }

    /// `weight` more of `marker` in level `level`'s row, if it is an error
    /// (through its row when it is basic).
    mutating func price(_ marker: Symbol, by weight: Double, at level: Int) {
        guard marker.isValid, marker.kind == .error else { return }
        if let row = rows[marker.id] {
            objective.add(row, times: weight, at: level, traces: &traces)
        } else {
            objective.add(marker, weight, at: level)
        }
    }

    /// Takes a member out of its group: its weight leaves the primary's
    /// errors and its level loses a member. Its record is the caller's.
    mutating func detach(_ member: Record) {
        guard let group = groups[member.group], let primary = records[group.primary] else { return }
        reweigh(primary.tag, group.strength, by: -1)
        objective.leave(group.strength)
        groups[member.group]!.members.remove(member.constraint.key)
    }

    /// Adds again, as if new but keeping their place in the order of
    /// addition, constraints that left a group (its primary went, or a
    /// required equality their parallelism rested on did).
    mutating func readd(_ detached: [Record]) throws {
        for record in detached.sorted(by: { $0.serial < $1.serial }) {
            try add(record.constraint, serial: record.serial, mayMerge: true)
        }
    }
}
