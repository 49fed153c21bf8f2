import Testing
import UseCases

@Suite struct SectionedListChangesTests {
    private func path(_ section: Int, _ row: Int) -> ListIndexPath {
        ListIndexPath(section: section, row: row)
    }

    @Test func movesARowFromOneSectionToAnother() {
        let old = [TestSection(id: 1, rows: rows(10, 11)), TestSection(id: 2, rows: rows(20))]
        let new = [TestSection(id: 1, rows: rows(10)), TestSection(id: 2, rows: rows(11, 20))]
        let changes = SectionedListChanges(from: old, to: new)
        #expect(changes == SectionedListChanges(rows: ListChanges(moves: [.init(from: path(0, 1), to: path(1, 0))])))
    }

    @Test func insertsARowThatLeftADeletedSectionAndDeletesOneThatWentIntoAnInsertedSection() {
        let old = [TestSection(id: 1, rows: rows(10, 11)), TestSection(id: 2, rows: rows(20))]
        let new = [TestSection(id: 1, rows: rows(10, 20)), TestSection(id: 3, rows: rows(11))]
        let changes = SectionedListChanges(from: old, to: new)
        #expect(changes.sections == ListChanges(deletions: [1], insertions: [1]))
        #expect(changes.rows == ListChanges(deletions: [path(0, 1)], insertions: [path(0, 1)]))
    }

    @Test func movesAndReloadsSectionsByTheirHeaders() {
        let old = [TestSection(id: 1, rows: rows(10)), TestSection(id: 2, rows: rows(20))]
        let new = [TestSection(id: 2, header: 5, rows: rows(20)), TestSection(id: 1, rows: rows(10))]
        let changes = SectionedListChanges(from: old, to: new)
        #expect(changes.sections.moves.count == 1)
        #expect(changes.sections.reloads == [0])
        #expect(changes.rows.isEmpty)
    }

    @Test func reloadsARowWhoseContentChangedInASectionThatMoved() {
        let old = [TestSection(id: 1, rows: rows(10)), TestSection(id: 2, rows: rows(20, 21))]
        let new = [
            TestSection(id: 2, rows: [TestRow(id: 21, content: 1), TestRow(id: 20)]),
            TestSection(id: 1, rows: rows(10)),
        ]
        let changes = SectionedListChanges(from: old, to: new)
        // One of the two rows moves (the other keeps its place), and the changed one is reloaded where it is now.
        #expect(changes.rows == ListChanges(moves: [.init(from: path(1, 0), to: path(0, 1))], reloads: [path(0, 0)]))
    }

    @Test func handlesEmptyListsAndEmptySections() {
        #expect(SectionedListChanges(from: [TestSection](), to: []).isEmpty)
        let changes = SectionedListChanges(from: [], to: [TestSection(id: 1, rows: [])])
        #expect(changes == SectionedListChanges(sections: ListChanges(insertions: [0])))
        #expect("\(changes)" == "sections: inserted [0]\nrows: no changes")
    }

    @Test func applyingTheChangesLikeATableViewGivesTheNewSections() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var shuffler = ListShuffler(generator: SeededGenerator(seed: seed))
        for round in 0..<2_000 {
            let repeating = round % 3 == 0
            let old = randomSections(&shuffler, repeating: repeating)
            let new = edited(old, &shuffler, repeating: repeating)
            let changes = SectionedListChanges(from: old, to: new)
            let context = "seed \(seed), round \(round): \(old) → \(new): \(changes)"
            let batched: [TestSection]
            do {
                batched = try TableViewSimulation.batch(changes, to: old, dataSource: new)
                #expect(try TableViewSimulation.reload(changes, in: batched, dataSource: new) == new, "\(context)")
            } catch {
                Issue.record("UIKit would refuse it: \(error); \(context)")
                return
            }
            #expect(batched.map(\.id) == new.map(\.id), "\(context)")
            #expect(batched.map { $0.rows.map(\.id) } == new.map { $0.rows.map(\.id) }, "\(context)")
            let changedHeaders = new.indices.filter { batched[$0].header != new[$0].header }
            #expect(changes.sections.reloads == changedHeaders, "\(context)")
            let changedRows = new.indices.flatMap { section in
                new[section].rows.indices.filter { batched[section].rows[$0] != new[section].rows[$0] }
                    .map { path(section, $0) }
            }
            let insertedSections = Set(changes.sections.insertions)
            #expect(
                changes.rows.reloads == changedRows.filter { !insertedSections.contains($0.section) },
                "only and every changed row is reloaded; \(context)"
            )
            #expect(changes.rows.moves.count == fewestRowMoves(old, new), "the fewest moves; \(context)")
        }
    }

    // MARK: - Random sections

    private func randomSections(_ shuffler: inout ListShuffler, repeating: Bool) -> [TestSection] {
        let count = Int.random(in: 0...4, using: &shuffler.generator)
        var ids = Array(0..<40).shuffled(using: &shuffler.generator)[...]
        return (0..<count).map { section in
            let rowIDs = (0..<Int.random(in: 0...6, using: &shuffler.generator)).map { _ in
                repeating ? Int.random(in: 0..<8, using: &shuffler.generator) : ids.removeFirst()
            }
            return TestSection(id: section, rows: rowIDs.map { TestRow(id: $0) })
        }
    }

    /// Sections edited as an app would: sections deleted, inserted, moved and renamed, and their rows edited
    /// and moved between them.
    private func edited(_ old: [TestSection], _ shuffler: inout ListShuffler, repeating: Bool) -> [TestSection] {
        var sections = old.filter { _ in Int.random(in: 0..<5, using: &shuffler.generator) != 0 }
        if Int.random(in: 0..<3, using: &shuffler.generator) == 0 {
            let id = 100 + Int.random(in: 0..<3, using: &shuffler.generator)
            if repeating || !sections.contains(where: { $0.id == id }) {
                sections.insert(
                    TestSection(id: id, rows: []), at: Int.random(in: 0...sections.count, using: &shuffler.generator))
            }
        }
        sections.shuffle(using: &shuffler.generator)
        for index in sections.indices {
            if Int.random(in: 0..<5, using: &shuffler.generator) == 0 {
                sections[index].header += 1
            }
            sections[index].rows = shuffler.edited(sections[index].rows, idRange: 40, repeating: repeating)
                .map { TestRow(id: $0.id + (repeating ? 0 : 1_000 * index), content: $0.content) }
        }
        // Rows that change section, from one that may have been deleted.
        for _ in 0..<Int.random(in: 0...3, using: &shuffler.generator) {
            let from = old.flatMap(\.rows)
            guard let row = from.randomElement(using: &shuffler.generator), !sections.isEmpty else { break }
            let target = Int.random(in: sections.indices, using: &shuffler.generator)
            guard repeating || !sections.contains(where: { $0.rows.contains { $0.id == row.id } }) else { continue }
            sections[target].rows.insert(
                row, at: Int.random(in: 0...sections[target].rows.count, using: &shuffler.generator))
        }
        return sections
    }

    /// The fewest row moves: rows that change between sections in both lists, plus the fewest that put each
    /// such section's remaining rows in order.
    private func fewestRowMoves(_ old: [TestSection], _ new: [TestSection]) -> Int {
        let sectionPairs = referencePairs(old: old.map(\.id), new: new.map(\.id))
        let newSectionOf = Dictionary(uniqueKeysWithValues: sectionPairs.map { ($0.old, $0.new) })
        let oldPaths = old.indices.flatMap { section in old[section].rows.indices.map { path(section, $0) } }
        let newPaths = new.indices.flatMap { section in new[section].rows.indices.map { path(section, $0) } }
        let pairs = referencePairs(old: old.flatMap { $0.rows.map(\.id) }, new: new.flatMap { $0.rows.map(\.id) })
        var moves = 0
        var stayingBySection: [Int: [(old: Int, new: Int)]] = [:]
        for pair in pairs {
            let from = oldPaths[pair.old]
            let to = newPaths[pair.new]
            guard let section = newSectionOf[from.section], sectionPairs.contains(where: { $0.new == to.section })
            else { continue }
            if section == to.section {
                stayingBySection[section, default: []].append((from.row, to.row))
            } else {
                moves += 1
            }
        }
        return moves + stayingBySection.values.map { fewestMoves(pairs: $0) }.reduce(0, +)
    }
}
