/// The solver's record of each constraint, found by the constraint's
/// identity: the records in one dense array, and an ``IdentityTable`` from
/// each constraint to its record's place.
///
/// `Dictionary` hashes an `ObjectIdentifier` with seeded SipHash and stores
/// each record in its buckets: two lookups per constraint added cost more
/// than the rest of adding a small constraint's row, and its storage is
/// allocated through the generic runtime. The order of `values` is not the
/// order of addition (a removal moves the last record into the hole); the
/// solver never depends on it (``Solver/constraints`` sorts by serial).
struct RecordTable {
    /// By constraint, the index of its record in `values`.
    private var places = IdentityTable<Int32>()
    /// The records, in no particular order. Their constraints must not be
    /// changed through this (the places would go stale).
    var values: [Solver.Record] = []

    var count: Int { values.count }
    var isEmpty: Bool { values.isEmpty }

    /// The record of the constraint `key`, or nil.
    subscript(key: ObjectIdentifier) -> Solver.Record? {
        guard let place = places[key] else { return nil }
        return values[Int(place)]
    }

    /// Whether the constraint `key` has a record.
    func contains(_ key: ObjectIdentifier) -> Bool { places.slot(of: key) != nil }

    /// Adds the record of a constraint that has none.
    /// The first insertion reserves room for 64 records: growing from one
    /// record by doublings took seven allocations for a 44-constraint scene.
    mutating func insert(_ record: consuming Solver.Record) {
        if values.capacity == 0 { values.reserveCapacity(64) }
        places[record.constraint.key] = Int32(values.count)
        values.append(record)
    }

    /// Removes the record of `key` and returns it, if any.
    @discardableResult
    mutating func removeValue(forKey key: ObjectIdentifier) -> Solver.Record? {
        guard let place = places.removeValue(forKey: key).map(Int.init) else { return nil }
        let removed = values[place]
        let last = values.removeLast()
        if place < values.count {
            values[place] = last
            places[last.constraint.key] = Int32(place)
        }
        return removed
    }
}
