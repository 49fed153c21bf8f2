import Testing

@testable import UseCases

/// The registry's and the events' table: it must find every key's own slot, which both of their
/// `unsafeDowncast`s rely on, through insertions, removals in the middle of a probe chain, growth and
/// `removeAll`.
@Suite struct TypeTableTests {
    /// The law: after any sequence of operations the table holds what a `Dictionary` given the same
    /// operations holds, and each operation returns what the dictionary's does.
    @Test func randomOperationsKeepTheSameContentsAsADictionary() {
        let seed = SeededGenerator.seed()
        var generator = SeededGenerator(seed: seed)
        for round in 0..<100 {
            let keys = makeKeys(Int.random(in: 1...300, using: &generator), using: &generator)
            var table = TypeTable<Int>()
            var expected: [ObjectIdentifier: Int] = [:]
            if round.isMultiple(of: 2) {  // Every key stored first: the table grows to its largest, and full.
                for (value, key) in keys.enumerated() {
                    #expect(table.store(value, for: key) == expected.updateValue(value, forKey: key), "seed \(seed)")
                }
            }
            for step in 0..<300 {
                let key = keys.randomElement(using: &generator) ?? keys[0]
                let context = "seed \(seed), round \(round), step \(step)"
                switch Int.random(in: 0..<100, using: &generator) {
                case 0..<55:
                    let value = Int.random(in: 0..<1_000, using: &generator)
                    #expect(table.store(value, for: key) == expected.updateValue(value, forKey: key), "\(context)")
                case 55..<90:
                    #expect(table.remove(key) == expected.removeValue(forKey: key), "\(context)")
                case 90..<95:
                    let replaced = table.replaceAll { $0 + 1 }
                    #expect(replaced.sorted() == expected.values.sorted(), "\(context)")
                    expected = expected.mapValues { $0 + 1 }
                case 95..<98:
                    #expect(table.removeAll().sorted() == expected.values.sorted(), "\(context)")
                    expected.removeAll()
                default:
                    #expect(table.value(for: key) == expected[key], "\(context)")
                }
                let found = keys.map { table.value(for: $0) }
                guard found == keys.map({ expected[$0] }), table.count == expected.count else {
                    Issue.record("\(context): the table no longer holds what the dictionary holds")
                    return
                }
            }
            #expect(table.values.sorted() == expected.values.sorted(), "seed \(seed), round \(round)")
        }
    }

    /// `count` distinct keys, made from the seeded generator so that a failure replays: half of them at
    /// random addresses, the rest 16 bytes apart.
    private func makeKeys(_ count: Int, using generator: inout SeededGenerator) -> [ObjectIdentifier] {
        let base = UInt.random(in: 1..<(1 << 40), using: &generator) << 4
        var addresses: Set<UInt> = []
        while addresses.count < count {
            let isNear = Bool.random(using: &generator)
            addresses.insert(
                isNear
                    ? base + UInt.random(in: 0..<UInt(2 * count), using: &generator) << 4
                    : UInt.random(in: 1..<(1 << 44), using: &generator) << 4)
        }
        // The table only hashes and compares keys; it never follows them to an object.
        return addresses.sorted().map { unsafeBitCast($0, to: ObjectIdentifier.self) }
    }
}
