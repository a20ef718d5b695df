// The columns of the tableau: for each symbol, the eager rows that may hold
// it. Every column is a linked list through one shared table of entries
// (with a free list), so noting a row in a column costs no allocation; a
// column as an array of its own cost one allocation per symbol.

extension Solver {
    /// One entry of a column: a row that may hold the symbol, and the next
    /// entry of the same column (-1 at the end).
    struct ColumnEntry {
        var user: Symbol
        var next: Int32
    }

    /// Appends `user` to the column of `symbol`. Columns keep the order
    /// entries were noted in (substitutions visit rows in that order).
    mutating func noteColumn(of symbol: Symbol, holds user: Symbol) {
        let entry: Int32
        if freeColumnEntry >= 0 {
            entry = freeColumnEntry
            freeColumnEntry = columnEntries[Int(entry)].next
            columnEntries[Int(entry)] = ColumnEntry(user: user, next: -1)
        } else {
            entry = Int32(columnEntries.count)
            columnEntries.append(ColumnEntry(user: user, next: -1))
        }
        let tail = slots[symbol.id].columnTail
        if tail >= 0 {
            columnEntries[Int(tail)].next = entry
        } else {
            slots[symbol.id].columnHead = entry
        }
        slots[symbol.id].columnTail = entry
        slots[symbol.id].columnCount += 1
    }

    /// Empties the column of `symbol` and returns its first entry: the
    /// caller walks the detached list with `takeColumnEntry`, which frees
    /// each entry as it goes.
    mutating func detachColumn(of symbol: Symbol) -> Int32 {
        let head = slots[symbol.id].columnHead
        slots[symbol.id].columnHead = -1
        slots[symbol.id].columnTail = -1
        slots[symbol.id].columnCount = 0
        return head
    }

    /// The user of a detached entry and the entry after it; the entry is
    /// freed (and may be reused by the next `noteColumn`).
    mutating func takeColumnEntry(_ entry: Int32) -> (user: Symbol, next: Int32) {
        let taken = columnEntries[Int(entry)]
        columnEntries[Int(entry)].next = freeColumnEntry
        freeColumnEntry = entry
        return (taken.user, taken.next)
    }

    /// Empties the column of `symbol`.
    mutating func clearColumn(of symbol: Symbol) {
        var entry = detachColumn(of: symbol)
        while entry >= 0 { entry = takeColumnEntry(entry).next }
    }

    /// How many entries the column of `symbol` holds (stale ones included).
    func columnCount(of symbol: Symbol) -> Int { Int(slots[symbol.id].columnCount) }

    /// Whether some eager row really holds `symbol`.
    func columnHasUser(_ symbol: Symbol) -> Bool {
        var entry = slots[symbol.id].columnHead
        while entry >= 0 {
            let user = columnEntries[Int(entry)].user
            if rows[user.id]?.contains(symbol) == true { return true }
            entry = columnEntries[Int(entry)].next
        }
        return false
    }

    /// The first entry of the column of `symbol` once it lists exactly the
    /// basic symbols whose rows really hold `symbol`, each once, lowest
    /// first; walk it with `columnEntries[entry].user` and `.next` (the
    /// walk allocates nothing, and the caller may change rows on the way,
    /// not columns). The column is compacted on the way, so stale entries
    /// do not pile up; a column already compact and sorted (the usual case:
    /// every suggestion of a drag reads the same one) is only read.
    mutating func compactColumn(of symbol: Symbol) -> Int32 {
        let head = slots[symbol.id].columnHead
        let compact = columnEntries.withUnsafeBufferPointer { entries in
            rows.withUnsafeBufferPointer { rows in Self.isCompact(head, symbol, entries, rows) }
        }
        if compact { return head }
        return rebuildColumn(of: symbol)
    }

    /// Whether the column starting at `head` lists, strictly ascending, only
    /// rows that hold `symbol`. Static, over buffer pointers, so that it
    /// copies nothing: it runs at every suggestion of a drag.
    private static func isCompact(
        _ head: Int32, _ symbol: Symbol, _ entries: UnsafeBufferPointer<ColumnEntry>, _ rows: UnsafeBufferPointer<Row?>
    ) -> Bool {
        var previous: UInt32 = 0
        var entry = head
        while entry >= 0 {
            let user = entries[Int(entry)].user
            if entry != head, previous >= user.raw { return false }
            guard rows[user.id]?.contains(symbol) == true else { return false }
            previous = user.raw
            entry = entries[Int(entry)].next
        }
        return true
    }

    /// Rewrites the column of `symbol` as its real users, sorted, each once;
    /// returns its first entry.
    private mutating func rebuildColumn(of symbol: Symbol) -> Int32 {
        var found: [Symbol] = []
        var entry = detachColumn(of: symbol)
        while entry >= 0 {
            let (user, next) = takeColumnEntry(entry)
            entry = next
            if rows[user.id]?.contains(symbol) == true { found.append(user) }
        }
        found.sort()
        var previousKept = Symbol.invalid
        for user in found where user != previousKept {
            noteColumn(of: symbol, holds: user)
            previousKept = user
        }
        return slots[symbol.id].columnHead
    }

    /// The basic symbols whose rows really hold `symbol`, each once, lowest
    /// first (the column compacted, as `compactColumn` does).
    mutating func users(of symbol: Symbol) -> [Symbol] {
        var found: [Symbol] = []
        var entry = compactColumn(of: symbol)
        while entry >= 0 {
            found.append(columnEntries[Int(entry)].user)
            entry = columnEntries[Int(entry)].next
        }
        return found
    }
}
