/// A hash table keyed by object identity, for the solver's lookups of
/// variables and edit variables (several per constraint added, one per
/// suggestion and per value read).
///
/// `Dictionary` hashes an `ObjectIdentifier` with seeded SipHash, about a
/// hundred instructions a lookup, and reading a value back was most of the
/// cost of `value(of:)`. An identity is an address, already well spread, so
/// one multiplication (Fibonacci hashing) places it; collisions probe
/// linearly, and a removal shifts the entries after it back instead of
/// leaving tombstones. Iteration order is never used, so it cannot make
/// results depend on addresses.
struct IdentityTable<Value> {
    /// The address of each slot's key, 0 for an empty slot.
    private var keys: [UInt] = []
    private var values: [Value?] = []
    private(set) var count = 0
    /// 64 - log2(capacity): the multiplication's top bits are the slot.
    private var shift: UInt64 = 64

    @inline(__always)
    private func home(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The slot holding `id`, or nil.
    @inline(__always)
    func slot(of id: ObjectIdentifier) -> Int? {
        guard count > 0 else { return nil }
        let key = UInt(bitPattern: id)
        let mask = keys.count - 1
        var index = home(of: key)
        while true {
            let found = keys[index]
            if found == key { return index }
            if found == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// The value in an occupied slot.
    subscript(slot slot: Int) -> Value {
        get { values[slot]! }
        _modify { yield &values[slot]! }
    }

    subscript(id: ObjectIdentifier) -> Value? {
        get { slot(of: id).map { values[$0]! } }
        set {
            if let newValue { insert(newValue, for: id) } else { _ = removeValue(forKey: id) }
        }
    }

    private mutating func insert(_ value: Value, for id: ObjectIdentifier) {
        if let slot = slot(of: id) {
            values[slot] = value
            return
        }
        if 2 * (count + 1) > keys.count { grow() }
        let key = UInt(bitPattern: id)
        let mask = keys.count - 1
        var index = home(of: key)
        while keys[index] != 0 { index = (index + 1) & mask }
        keys[index] = key
        values[index] = value
        count += 1
    }

    private mutating func grow() {
        let capacity = max(32, 2 * keys.count)
        let oldKeys = keys
        let oldValues = values
        keys = [UInt](repeating: 0, count: capacity)
        values = [Value?](repeating: nil, count: capacity)
        shift = 64 - UInt64(capacity.trailingZeroBitCount)
        let mask = capacity - 1
        for (slot, key) in oldKeys.enumerated() where key != 0 {
            var index = home(of: key)
            while keys[index] != 0 { index = (index + 1) & mask }
            keys[index] = key
            values[index] = oldValues[slot]
        }
    }

    /// Removes `id`'s entry and returns its value, if any.
    mutating func removeValue(forKey id: ObjectIdentifier) -> Value? {
        guard var hole = slot(of: id) else { return nil }
        let removed = values[hole]
        let mask = keys.count - 1
        keys[hole] = 0
        values[hole] = nil
        count -= 1
        // Shift back every entry of the run after the hole that would no
        // longer be found (its home lies cyclically outside (hole, index]).
        var index = hole
        while true {
            index = (index + 1) & mask
            let key = keys[index]
            if key == 0 { break }
            let home = home(of: key)
            let reachable = hole <= index ? (hole < home && home <= index) : (hole < home || home <= index)
            if reachable { continue }
            keys[hole] = key
            values[hole] = values[index]
            keys[index] = 0
            values[index] = nil
            hole = index
        }
        return removed
    }
}
