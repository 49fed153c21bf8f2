import UseCases

/// A row of a benchmark list: an identity, and content that compares with `==`.
public struct ListBenchmarkRow: Identifiable, Hashable, Sendable {
    /// The row's identity.
    public var id: Int
    var content: Int
}

/// Two lists of rows with unique identities, the second made from the first by deleting, moving and
/// inserting rows at seeded random places: the workloads of DifferenceKit's published comparison.
public struct ListWorkload: Sendable {
    /// The list before.
    public let old: [ListBenchmarkRow]
    /// The list after.
    public let new: [ListBenchmarkRow]

    /// Makes the two lists; the same arguments give the same lists.
    ///
    /// - Parameters:
    ///   - rows: How many rows the old list has.
    ///   - deleted: How many of them the new list drops.
    ///   - inserted: How many new rows it adds.
    ///   - moved: How many of the remaining rows it puts elsewhere.
    ///   - seed: Where the random places start.
    public init(rows: Int, deleted: Int, inserted: Int, moved: Int, seed: UInt64 = 2026) {
        var random = SplitMix(state: seed)
        old = (0..<rows).map { ListBenchmarkRow(id: $0, content: $0) }
        var new = old
        for _ in 0..<deleted {
            new.remove(at: random.below(new.count))
        }
        for _ in 0..<moved {
            let row = new.remove(at: random.below(new.count))
            new.insert(row, at: random.below(new.count + 1))
        }
        for id in rows..<rows + inserted {
            new.insert(ListBenchmarkRow(id: id, content: id), at: random.below(new.count + 1))
        }
        self.new = new
    }

    /// The changes, found by `ListChanges`.
    public func listChanges() -> ListChanges<Int> {
        ListChanges(from: old, to: new)
    }

    /// The changes, found by the standard library: Myers's difference, then moves inferred.
    public func collectionDifference() -> CollectionDifference<ListBenchmarkRow> {
        new.difference(from: old).inferringMoves()
    }
}

/// SplitMix64: a small seeded generator, so that every run measures the same lists.
private struct SplitMix {
    var state: UInt64

    mutating func below(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
    }
}
