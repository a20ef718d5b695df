/// Lists of indices keyed by a pair of integers (a bucket of a grid, a band
/// of lines), in one open-addressed table with linear probing; each key's
/// list is chained through `entries`, so a key costs no allocation of its
/// own. What `BoxIndex` and `SegmentIndex` keep their buckets in: Swift's
/// `Dictionary` hashes every key with SipHash, which cost those indexes more
/// than their comparisons.
struct BucketTable {
    private struct Slot { var x: Int, y: Int, first: Int }
    private struct Entry { let index: Int, next: Int }
    /// A power of two in size, never more than half full; `first` is -1 in
    /// an empty slot.
    private var slots: [Slot] = []
    private var used = 0
    private var entries: [Entry] = []

    /// Adds `index` to the list of key (x, y).
    mutating func add(_ index: Int, x: Int, y: Int) {
        if (used + 1) * 2 > slots.count { grow() }
        let at = slot(x: x, y: y)
        if slots[at].first < 0 {
            slots[at].x = x
            slots[at].y = y
            used += 1
        }
        entries.append(Entry(index: index, next: slots[at].first))
        slots[at].first = entries.count - 1
    }

    /// Whether some index listed under (x, y) satisfies `test`; stops at the
    /// first, in no particular order.
    func contains(x: Int, y: Int, where test: (Int) -> Bool) -> Bool {
        guard !slots.isEmpty else { return false }
        var entry = slots[slot(x: x, y: y)].first
        while entry >= 0 {
            if test(entries[entry].index) { return true }
            entry = entries[entry].next
        }
        return false
    }

    /// The slot holding bucket (x, y), or the empty slot where it would go.
    private func slot(x: Int, y: Int) -> Int {
        let mask = slots.count - 1
        var hash = UInt(bitPattern: x) &* 0x9E37_79B9_7F4A_7C15 ^ UInt(bitPattern: y) &* 0xC2B2_AE3D_27D4_EB4F
        hash ^= hash >> 31
        var at = Int(hash & UInt(mask))
        while slots[at].first >= 0 && (slots[at].x != x || slots[at].y != y) { at = (at + 1) & mask }
        return at
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(x: 0, y: 0, first: -1), count: max(64, old.count * 2))
        for slot in old where slot.first >= 0 { slots[self.slot(x: slot.x, y: slot.y)] = slot }
    }
}
