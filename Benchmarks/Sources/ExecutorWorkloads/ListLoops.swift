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
    ///   - changed: How many rows of the new list get new content, picked at random (the same row may be picked
    ///     twice).
    ///   - seed: Where the random places start.
    public init(rows: Int, deleted: Int, inserted: Int, moved: Int, changed: Int = 0, seed: UInt64 = 2026) {
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
        for _ in 0..<changed {
            new[random.below(new.count)].content += 1
        }
        self.new = new
    }

    /// A list of rows and the same rows in reverse order: the most moves a list can make.
    ///
    /// - Parameter rows: How many rows the list has.
    public init(reversing rows: Int) {
        old = (0..<rows).map { ListBenchmarkRow(id: $0, content: $0) }
        new = old.reversed()
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

/// A section of a benchmark list.
public struct ListBenchmarkSection: ListSection, Hashable, Sendable {
    /// The section's identity.
    public var id: Int
    /// The section's header.
    public var header: Int
    /// The section's rows.
    public var rows: [ListBenchmarkRow]
}

/// Two lists of sections with unique row identities, the second made from the first by deleting rows,
/// moving rows from one section to another, inserting rows and changing some, at seeded random places.
public struct SectionedListWorkload: Sendable {
    /// The sections before.
    public let old: [ListBenchmarkSection]
    /// The sections after.
    public let new: [ListBenchmarkSection]

    /// Makes the two lists; the same arguments give the same lists.
    ///
    /// - Parameters:
    ///   - sections: How many sections both lists have.
    ///   - rows: How many rows each section of the old list has.
    ///   - deleted: How many rows the new list drops.
    ///   - moved: How many rows it moves, each to a random place in a random section.
    ///   - inserted: How many new rows it adds.
    ///   - changed: How many rows get new content.
    ///   - seed: Where the random places start.
    public init(
        sections: Int, rows: Int, deleted: Int, moved: Int, inserted: Int, changed: Int, seed: UInt64 = 2026
    ) {
        var random = SplitMix(state: seed)
        old = (0..<sections).map { section in
            ListBenchmarkSection(
                id: section, header: 0,
                rows: (0..<rows).map { ListBenchmarkRow(id: section * rows + $0, content: 0) })
        }
        var new = old
        for _ in 0..<deleted {
            let section = random.below(sections)
            new[section].rows.remove(at: random.below(new[section].rows.count))
        }
        for _ in 0..<moved {
            let from = random.below(sections)
            let row = new[from].rows.remove(at: random.below(new[from].rows.count))
            let to = random.below(sections)
            new[to].rows.insert(row, at: random.below(new[to].rows.count + 1))
        }
        for id in sections * rows..<sections * rows + inserted {
            let section = random.below(sections)
            new[section].rows.insert(
                ListBenchmarkRow(id: id, content: 0), at: random.below(new[section].rows.count + 1))
        }
        for _ in 0..<changed {
            let section = random.below(sections)
            new[section].rows[random.below(new[section].rows.count)].content += 1
        }
        self.new = new
    }

    /// The changes, found by `SectionedListChanges`.
    public func listChanges() -> SectionedListChanges {
        SectionedListChanges(from: old, to: new)
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
