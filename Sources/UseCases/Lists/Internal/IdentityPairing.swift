/// Pairs the rows of an old and a new list by identity, in linear time: pure.
///
/// Each identity is paired in the order it appears: its first occurrence in the old list with its first in the
/// new, its second with its second, and so on. Occurrences left over have no partner: an old one was deleted,
/// a new one inserted. With unique identities, that is simply "the same row in both lists".
@usableFromInline
struct IdentityPairing {
    /// For each old index, the new index of its partner, or `-1`.
    @usableFromInline var oldToNew: [Int]
    /// For each new index, the old index of its partner, or `-1`.
    @usableFromInline var newToOld: [Int]
    /// Whether an identity occurs more than once in the new list, or more often in the old list than in the
    /// new: when none does, pairing within groups first would give the same pairs.
    @usableFromInline private(set) var hasRepeats = false

    /// Pairs two lists of rows by their `id`.
    @inlinable
    init<Row: Identifiable>(old: [Row], new: [Row]) {
        self.init(old: IdentityPairing.ids(of: old), new: IdentityPairing.ids(of: new))
    }

    /// Pairs two lists of identities.
    @inlinable
    init<ID: Hashable>(old: [ID], new: [ID]) {
        // The first unpaired occurrence in the new list of each identity, and for each new index the next one
        // with the same identity: a queue per identity in one dictionary and one array.
        var firstUnpaired: [ID: Int] = [:]
        firstUnpaired.reserveCapacity(new.count)
        var nextSame = [Int](repeating: -1, count: new.count)
        var hasRepeats = false
        for index in new.indices.reversed() {
            if let next = firstUnpaired.updateValue(index, forKey: new[index]) {
                nextSame[index] = next
                hasRepeats = true
            }
        }
        var oldToNew = [Int](repeating: -1, count: old.count)
        var newToOld = [Int](repeating: -1, count: new.count)
        for index in old.indices {
            guard let slot = firstUnpaired.index(forKey: old[index]) else { continue }
            let partner = firstUnpaired.values[slot]
            guard partner >= 0 else {  // Every occurrence in the new list is paired already.
                hasRepeats = true
                continue
            }
            oldToNew[index] = partner
            newToOld[partner] = index
            firstUnpaired.values[slot] = nextSame[partner]
        }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.hasRepeats = hasRepeats
    }

    /// Pairs two lists of identities within groups first, then across them: an identity is paired with its
    /// occurrences in the same group, in order, and those left over with the ones left over anywhere, in
    /// order.
    ///
    /// - Parameters:
    ///   - old: The old list's identities.
    ///   - new: The new list's identities.
    ///   - oldGroups: Each old identity's group; a negative group is no group, whose identities are paired
    ///     only across groups.
    ///   - newGroups: Each new identity's group, from 0.
    @inlinable
    init<ID: Hashable>(old: [ID], new: [ID], oldGroups: [Int], newGroups: [Int]) {
        let withinGroups = IdentityPairing(
            old: old.indices.map { GroupedID(group: oldGroups[$0], id: old[$0]) },
            new: new.indices.map { GroupedID(group: newGroups[$0], id: new[$0]) }
        )
        oldToNew = withinGroups.oldToNew
        newToOld = withinGroups.newToOld
        hasRepeats = true
        let oldLeft = old.indices.filter { oldToNew[$0] < 0 }
        let newLeft = new.indices.filter { newToOld[$0] < 0 }
        let acrossGroups = IdentityPairing(old: oldLeft.map { old[$0] }, new: newLeft.map { new[$0] })
        for (position, partner) in acrossGroups.oldToNew.enumerated() where partner >= 0 {
            oldToNew[oldLeft[position]] = newLeft[partner]
            newToOld[newLeft[partner]] = oldLeft[position]
        }
    }

    /// The identities of rows, in a loop rather than `map`, which costs two allocations a row in generic code
    /// that is not specialized (see "Lists" in Benchmarks/README.md).
    @inlinable
    static func ids<Row: Identifiable>(of rows: [Row]) -> [Row.ID] {
        var ids: [Row.ID] = []
        ids.reserveCapacity(rows.count)
        for row in rows {
            ids.append(row.id)
        }
        return ids
    }
}

/// An identity within a group: what ``IdentityPairing/init(old:new:oldGroups:newGroups:)`` pairs first.
@usableFromInline
struct GroupedID<ID: Hashable>: Hashable {
    @usableFromInline var group: Int
    @usableFromInline var id: ID

    @inlinable
    init(group: Int, id: ID) {
        self.group = group
        self.id = id
    }
}
