@testable import Cassowary
import Testing

/// The solver's hash table, under word keys (the parallel groups' index
/// keys it by hash) and object identities, against `Dictionary` as a model.
@Suite struct IdentityTableTests {
    /// The property tests' SplitMix64, so failures replay.
    struct Words {
        var random: SolverPropertyTests.Random
        init(state: UInt64) { random = SolverPropertyTests.Random(state: state) }
        mutating func next() -> UInt { UInt(truncatingIfNeeded: random.next()) }
    }

    @Test(arguments: [1, 16, 64])
    func wordKeysAgreeWithADictionaryThroughGrowthAndRemoval(minimumCapacity: Int) {
        var table = IdentityTable<Int32>(minimumCapacity: minimumCapacity)
        var model: [UInt: Int32] = [:]
        var words = Words(state: UInt64(minimumCapacity))
        // Few distinct keys, many operations: keys come back after their
        // removal, and runs of collisions wrap around a small table.
        let keys = (0..<300).map { _ in words.next() | 1 }
        for step in 0..<5000 {
            let key = keys[Int(words.next() % UInt(keys.count))]
            switch words.next() % 3 {
            case 0:
                table[word: key] = nil
                model[key] = nil
            default:
                table[word: key] = Int32(step)
                model[key] = Int32(step)
            }
            #expect(table.count == model.count)
        }
        for key in keys { #expect(table[word: key] == model[key]) }
        #expect(table[word: 2] == nil)
    }

    @Test func keysThatShareAHomeSlotAreAllFoundAfterOneOfThemLeaves() {
        // Keys k·2⁶⁰ share the top bits of k·2⁶⁰·φ only through k; in a
        // 16-slot table many of them land in one run of probes.
        var table = IdentityTable<Int32>(minimumCapacity: 16)
        let keys = (1...11).map { UInt($0) << 60 | 1 }
        for (i, key) in keys.enumerated() { table[word: key] = Int32(i) }
        table[word: keys[3]] = nil
        table[word: keys[0]] = nil
        #expect(table.count == 9)
        for (i, key) in keys.enumerated() {
            #expect(table[word: key] == (i == 3 || i == 0 ? nil : Int32(i)))
        }
    }

    @Test func objectIdentitiesAndTheirAddressesAreOneKey() {
        final class Item {}
        let items = (0..<100).map { _ in Item() }
        var table = IdentityTable<Int>()
        for (i, item) in items.enumerated() { table[ObjectIdentifier(item)] = i }
        for (i, item) in items.enumerated() {
            #expect(table[word: UInt(bitPattern: ObjectIdentifier(item))] == i)
        }
        #expect(table.removeValue(forKey: ObjectIdentifier(items[7])) == 7)
        #expect(table[ObjectIdentifier(items[7])] == nil)
        #expect(table.count == 99)
    }
}
