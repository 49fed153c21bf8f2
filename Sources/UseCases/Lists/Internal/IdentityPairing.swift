/// Pairs the rows of an old and a new list by identity, in linear time: pure.
///
/// Each identity is paired in the order it appears: its first occurrence in the old list with its first in the
/// new, its second with its second, and so on. Occurrences left over have no partner: an old one was deleted,
/// a new one inserted. With unique identities, that is simply "the same row in both lists".
struct IdentityPairing {
    /// For each old index, the new index of its partner, or `-1`.
    var oldToNew: [Int]
    /// For each new index, the old index of its partner, or `-1`.
    var newToOld: [Int]

    /// Pairs two lists of rows by their `id`.
    init<Row: Identifiable>(old: [Row], new: [Row]) {
        self.init(old: IdentityPairing.ids(of: old), new: IdentityPairing.ids(of: new))
    }

    /// Pairs two lists of identities.
    init<ID: Hashable>(old: [ID], new: [ID]) {
        // The first unpaired occurrence in the new list of each identity, and for each new index the next one
        // with the same identity: a queue per identity in one dictionary and one array.
        var firstUnpaired: [ID: Int] = [:]
        firstUnpaired.reserveCapacity(new.count)
        var nextSame = [Int](repeating: -1, count: new.count)
        for index in new.indices.reversed() {
            if let next = firstUnpaired.updateValue(index, forKey: new[index]) {
                nextSame[index] = next
            }
        }
        var oldToNew = [Int](repeating: -1, count: old.count)
        var newToOld = [Int](repeating: -1, count: new.count)
        for index in old.indices {
            guard let slot = firstUnpaired.index(forKey: old[index]) else { continue }
            let partner = firstUnpaired.values[slot]
            guard partner >= 0 else { continue }  // Every occurrence in the new list is paired already.
            oldToNew[index] = partner
            newToOld[partner] = index
            firstUnpaired.values[slot] = nextSame[partner]
        }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
    }

    /// The identities of rows, in a loop rather than `map`, which costs two allocations a row in generic code
    /// that is not specialized (see "Lists" in Benchmarks/README.md).
    private static func ids<Row: Identifiable>(of rows: [Row]) -> [Row.ID] {
        var ids: [Row.ID] = []
        ids.reserveCapacity(rows.count)
        for row in rows {
            ids.append(row.id)
        }
        return ids
    }
}
