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

extension TestSection: MutableListSection {}

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

    /// Up to four sections of up to six rows: sections and rows with unique identities unless `repeating`.
    mutating func sectionList(repeating: Bool) -> [TestSection] {
        let count = Int.random(in: 0...4, using: &generator)
        var ids = Array(0..<40).shuffled(using: &generator)[...]
        return (0..<count).map { section in
            let rowIDs = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                repeating ? Int.random(in: 0..<8, using: &generator) : ids.removeFirst()
            }
            let id = repeating ? Int.random(in: 0..<3, using: &generator) : section
            return TestSection(id: id, rows: rowIDs.map { TestRow(id: $0) })
        }
    }

    /// Sections edited as an app would: sections deleted, inserted, moved and renamed, and their rows edited
    /// and moved between them; or, one time in eight, sections with nothing in common with the old ones.
    mutating func edited(_ old: [TestSection], repeating: Bool) -> [TestSection] {
        if Int.random(in: 0..<8, using: &generator) == 0 {
            return sectionList(repeating: repeating).map { section in
                TestSection(id: section.id + 50, rows: section.rows.map { TestRow(id: $0.id + 50) })
            }
        }
        var sections = old.filter { _ in Int.random(in: 0..<5, using: &generator) != 0 }
        if Int.random(in: 0..<3, using: &generator) == 0 {
            let id = 100 + Int.random(in: 0..<3, using: &generator)
            if repeating || !sections.contains(where: { $0.id == id }) {
                sections.insert(
                    TestSection(id: id, rows: []), at: Int.random(in: 0...sections.count, using: &generator))
            }
        }
        if Bool.random(using: &generator) {
            sections.shuffle(using: &generator)
        }
        for index in sections.indices {
            if Int.random(in: 0..<5, using: &generator) == 0 {
                sections[index].header += 1
            }
            if Bool.random(using: &generator) {  // Rows added, removed, moved and changed.
                sections[index].rows = edited(sections[index].rows, idRange: 40, repeating: repeating)
            } else {  // The same rows, some with new content.
                for row in sections[index].rows.indices where Int.random(in: 0..<4, using: &generator) == 0 {
                    sections[index].rows[row].content += 1
                }
            }
        }
        // Rows that change section, from one that may have been deleted.
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            guard let row = old.flatMap(\.rows).randomElement(using: &generator), !sections.isEmpty else { break }
            let target = Int.random(in: sections.indices, using: &generator)
            sections[target].rows.insert(row, at: Int.random(in: 0...sections[target].rows.count, using: &generator))
        }
        if !repeating {  // Each row identity once in all the sections: the first one stays.
            var seen = Set<Int>()
            for index in sections.indices {
                sections[index].rows.removeAll { !seen.insert($0.id).inserted }
            }
        }
        return sections
    }
}
