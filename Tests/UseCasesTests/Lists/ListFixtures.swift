import UseCases

/// A row for the list tests: an identity, and content that may change under it.
struct TestRow: Identifiable, Equatable, CustomStringConvertible {
    var id: Int
    var content = 0

    var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

/// A section for the list tests.
struct TestSection: ListSection, Equatable, CustomStringConvertible {
    var id: Int
    var header = 0
    var rows: [TestRow]

    var description: String { "\(id)\(header == 0 ? "" : "'\(header)"): \(rows)" }
}

/// Rows with these identities and no content.
func rows(_ ids: Int...) -> [TestRow] {
    ids.map { TestRow(id: $0) }
}

/// The length of the longest increasing subsequence, the slow and obvious way: the reference for the fewest
/// moves.
func longestIncreasingLength(_ values: [Int]) -> Int {
    var longestEndingAt = [Int](repeating: 1, count: values.count)
    for end in values.indices {
        for before in 0..<end where values[before] < values[end] {
            longestEndingAt[end] = max(longestEndingAt[end], longestEndingAt[before] + 1)
        }
    }
    return longestEndingAt.max() ?? 0
}

/// Pairs identities in the order they appear, with a queue per identity: the reference for `IdentityPairing`.
func referencePairs(old: [Int], new: [Int]) -> [(old: Int, new: Int)] {
    var waiting: [Int: [Int]] = [:]
    for (index, id) in new.enumerated() {
        waiting[id, default: []].append(index)
    }
    var pairs: [(old: Int, new: Int)] = []
    for (index, id) in old.enumerated() {
        if let partner = waiting[id]?.first {
            waiting[id]?.removeFirst()
            pairs.append((index, partner))
        }
    }
    return pairs
}

/// Pairs the rows of two lists of sections, by their index in all the rows: within each pair of sections
/// that `referencePairs` pairs by id first, then the rows left over across sections: the reference for the
/// pairing of `SectionedListChanges`.
func referenceRowPairs(old: [TestSection], new: [TestSection]) -> [(old: Int, new: Int)] {
    let oldStarts = old.indices.map { old[..<$0].map(\.rows.count).reduce(0, +) }
    let newStarts = new.indices.map { new[..<$0].map(\.rows.count).reduce(0, +) }
    var pairs: [(old: Int, new: Int)] = []
    for sections in referencePairs(old: old.map(\.id), new: new.map(\.id)) {
        let within = referencePairs(old: old[sections.old].rows.map(\.id), new: new[sections.new].rows.map(\.id))
        pairs += within.map { (oldStarts[sections.old] + $0.old, newStarts[sections.new] + $0.new) }
    }
    let oldIDs = old.flatMap { $0.rows.map(\.id) }
    let newIDs = new.flatMap { $0.rows.map(\.id) }
    let oldLeft = oldIDs.indices.filter { index in !pairs.contains { $0.old == index } }
    let newLeft = newIDs.indices.filter { index in !pairs.contains { $0.new == index } }
    let across = referencePairs(old: oldLeft.map { oldIDs[$0] }, new: newLeft.map { newIDs[$0] })
    return pairs + across.map { (oldLeft[$0.old], newLeft[$0.new]) }
}

/// The fewest moves that put the paired rows in their new order: the rows less the longest run kept in order.
func fewestMoves(pairs: [(old: Int, new: Int)]) -> Int {
    let oldOrder = pairs.sorted { $0.new < $1.new }.map(\.old)
    return pairs.count - longestIncreasingLength(oldOrder)
}

/// Random lists for the property tests.
struct ListShuffler {
    var generator: SeededGenerator

    /// Rows with identities below `idRange`: unique ones unless `repeating`.
    mutating func rowList(count: Int, idRange: Int, repeating: Bool) -> [TestRow] {
        var ids =
            repeating
            ? (0..<count).map { _ in Int.random(in: 0..<idRange, using: &generator) }
            : Array((0..<idRange).shuffled(using: &generator).prefix(count))
        ids.shuffle(using: &generator)
        return ids.map { TestRow(id: $0, content: Int.random(in: 0..<2, using: &generator)) }
    }

    /// A new list made from an old one as an app would: some rows deleted, some inserted, some moved, some
    /// changed; or, one time in four, a list with no relation to it.
    mutating func edited(_ old: [TestRow], idRange: Int, repeating: Bool) -> [TestRow] {
        if Int.random(in: 0..<4, using: &generator) == 0 {
            return rowList(
                count: Int.random(in: 0...idRange / 2, using: &generator), idRange: idRange, repeating: repeating)
        }
        var rows = old.filter { _ in Int.random(in: 0..<5, using: &generator) != 0 }
        for _ in 0..<Int.random(in: 0...3, using: &generator) where !rows.isEmpty {
            let row = rows.remove(at: Int.random(in: rows.indices, using: &generator))
            rows.insert(row, at: Int.random(in: 0...rows.count, using: &generator))
        }
        let used = Set(old.map(\.id))
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
            let id = Int.random(in: 0..<idRange * 2, using: &generator)
            guard repeating || !used.contains(id) && !rows.contains(where: { $0.id == id }) else { continue }
            rows.insert(TestRow(id: id), at: Int.random(in: 0...rows.count, using: &generator))
        }
        for index in rows.indices where Int.random(in: 0..<6, using: &generator) == 0 {
            rows[index].content += 1
        }
        return rows
    }
}
