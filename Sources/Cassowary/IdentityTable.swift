/// A hash table keyed by object identity, for the solver's lookups of
/// variables and edit variables (several per constraint added, one per
/// suggestion and per value read).
///
/// `Dictionary` hashes an `ObjectIdentifier` with seeded SipHash, about a
/// hundred instructions a lookup, and reading a value back was most of the
/// cost of `value(of:)`. An identity is an address, already well spread, so
/// one multiplication (Fibonacci hashing) places it; collisions probe
/// linearly (the table is kept at most three quarters full, keys and values
/// side by side in one array), and a removal shifts the entries after it
/// back instead of leaving tombstones. Iteration order is never used, so it
/// cannot make results depend on addresses.
///
/// The same table serves keys that are already hashes (the parallel
/// groups' index): `subscript(word:)` takes any nonzero word as the key.
struct IdentityTable<Value> {
    /// A slot: the address of its key (0 when empty) and the key's value.
    private struct Slot {
        var key: UInt
        var value: Value?
    }

    /// One table of slots, so growing it is one allocation.
    private var slots: [Slot] = []
    private(set) var count = 0
    /// 64 - log2(capacity): the multiplication's top bits are the slot.
    private var shift: UInt64 = 64

    /// The fewest slots the table starts with: a solver's tables usually
    /// hold a few dozen keys, so starting larger saves the first doublings.
    private let minimumCapacity: Int

    init(minimumCapacity: Int = 64) {
        precondition(minimumCapacity > 0 && minimumCapacity & (minimumCapacity - 1) == 0)
        self.minimumCapacity = minimumCapacity
    }

    @inline(__always)
    private func home(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The slot holding `id`, or nil.
    @inline(__always)
    func slot(of id: ObjectIdentifier) -> Int? {
        slot(ofWord: UInt(bitPattern: id))
    }

    /// The slot holding the nonzero word `key`, or nil.
    @inline(__always)
    private func slot(ofWord key: UInt) -> Int? {
        guard count > 0 else { return nil }
        let mask = slots.count - 1
        var index = home(of: key)
        while true {
            let found = slots[index].key
            if found == key { return index }
            if found == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// The value in an occupied slot.
    subscript(slot slot: Int) -> Value {
        get { slots[slot].value! }
        _modify { yield &slots[slot].value! }
    }

    subscript(id: ObjectIdentifier) -> Value? {
        @inline(__always) get { self[word: UInt(bitPattern: id)] }
        set { self[word: UInt(bitPattern: id)] = newValue }
    }

    /// The value under a nonzero word (a hash, say), nil when there is none.
    subscript(word key: UInt) -> Value? {
        @inline(__always) get {
            guard let slot = slot(ofWord: key) else { return nil }
            return slots[slot].value
        }
        set {
            if let newValue { insert(newValue, for: key) } else { _ = removeValue(forWord: key) }
        }
    }

    private mutating func insert(_ value: Value, for key: UInt) {
        // At most three quarters full, so probe runs stay short. Growing
        // first (even when the key is there) lets one probe find either
        // the key or the empty slot it goes in. A loop, because one
        // doubling of a tiny table (one slot) may still leave it full, and
        // a probe for an absent key in a full table never ends.
        while 4 * (count + 1) > 3 * slots.count { grow() }
        let mask = slots.count - 1
        var index = home(of: key)
        while true {
            let found = slots[index].key
            if found == key {
                slots[index].value = value
                return
            }
            if found == 0 { break }
            index = (index + 1) & mask
        }
        slots[index] = Slot(key: key, value: value)
        count += 1
    }

    private mutating func grow() {
        let capacity = max(minimumCapacity, 2 * slots.count)
        var old: [Slot] = Array(repeating: Slot(key: 0, value: nil), count: capacity)
        swap(&old, &slots)
        shift = 64 - UInt64(capacity.trailingZeroBitCount)
        let mask = capacity - 1
        for slot in old where slot.key != 0 {
            var index = home(of: slot.key)
            while slots[index].key != 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }

    /// Removes `id`'s entry and returns its value, if any.
    mutating func removeValue(forKey id: ObjectIdentifier) -> Value? {
        removeValue(forWord: UInt(bitPattern: id))
    }

    /// Removes the entry under `key` and returns its value, if any.
    private mutating func removeValue(forWord key: UInt) -> Value? {
        guard var hole = slot(ofWord: key) else { return nil }
        let removed = slots[hole].value
        let mask = slots.count - 1
        slots[hole] = Slot(key: 0, value: nil)
        count -= 1
        // Shift back every entry of the run after the hole that would no
        // longer be found (its home lies cyclically outside (hole, index]).
        var index = hole
        while true {
            index = (index + 1) & mask
            let key = slots[index].key
            if key == 0 { break }
            let home = home(of: key)
            let reachable = hole <= index ? (hole < home && home <= index) : (hole < home || home <= index)
            if reachable { continue }
            slots[hole] = slots[index]
            slots[index] = Slot(key: 0, value: nil)
            hole = index
        }
        return removed
    }
}
