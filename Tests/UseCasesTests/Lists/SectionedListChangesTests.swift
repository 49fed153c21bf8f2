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

    @Test func deletesAndInsertsASectionThatMovesWhenItsRowsChangeToo() {
        // Section 1 goes to the end, and row 21 into it: UIKit cannot move a section and put a row in it in one
        // batch, so section 1 is deleted and inserted with its rows, and row 21 leaves section 2.
        let old = [
            TestSection(id: 1, rows: rows(10)), TestSection(id: 2, rows: rows(20, 21)), TestSection(id: 3, rows: []),
        ]
        let new = [
            TestSection(id: 2, rows: rows(20)), TestSection(id: 3, rows: []), TestSection(id: 1, rows: rows(10, 21)),
        ]
        let changes = SectionedListChanges(from: old, to: new)
        #expect(changes.sections == ListChanges(deletions: [0], insertions: [2]))
        #expect(changes.rows == ListChanges(deletions: [path(1, 1)]))
    }

    @Test func movesTheSectionWhoseRowsStayRatherThanRebuildTheOneWhoseRowsChange() {
        // Either section could move; moving B keeps A's new row an insertion instead of rebuilding A.
        let old = [TestSection(id: 1, rows: rows(10)), TestSection(id: 2, rows: rows(20))]
        let new = [TestSection(id: 2, rows: rows(20)), TestSection(id: 1, rows: rows(10, 11))]
        let changes = SectionedListChanges(from: old, to: new)
        #expect(changes.sections == ListChanges(moves: [.init(from: 1, to: 0)]))
        #expect(changes.rows == ListChanges(insertions: [path(1, 1)]))
    }

    @Test func movesASectionWhoseRowsOnlyChangedContent() {
        let old = [TestSection(id: 1, rows: rows(10)), TestSection(id: 2, rows: rows(20, 21))]
        let new = [
            TestSection(id: 2, rows: [TestRow(id: 20, content: 1), TestRow(id: 21)]),
            TestSection(id: 1, rows: rows(10)),
        ]
        let changes = SectionedListChanges(from: old, to: new)
        #expect(changes.sections.moves.count == 1)
        #expect(changes.rows == ListChanges(reloads: [path(0, 0)]))
    }

    @Test func pairsARepeatedRowWithinItsSectionFirst() {
        // Row 1 is in both sections: inserting row 2 in the first is enough, the second does not change.
        let old = [TestSection(id: 0, rows: rows(1)), TestSection(id: 1, rows: rows(1, 2))]
        let new = [TestSection(id: 0, rows: rows(1, 2)), TestSection(id: 1, rows: rows(1, 2))]
        #expect(
            SectionedListChanges(from: old, to: new)
                == SectionedListChanges(rows: ListChanges(insertions: [path(0, 1)])))
        // What is left over is paired across sections: row 1 moves to the first section, where it is new.
        let moved = [TestSection(id: 0, rows: rows(1, 1)), TestSection(id: 1, rows: rows(2))]
        #expect(
            SectionedListChanges(from: old, to: moved)
                == SectionedListChanges(rows: ListChanges(moves: [.init(from: path(1, 0), to: path(0, 1))])))
    }

    @Test func handlesEmptyListsAndEmptySections() {
        #expect(SectionedListChanges(from: [TestSection](), to: []).isEmpty)
        let changes = SectionedListChanges(from: [], to: [TestSection(id: 1, rows: [])])
        #expect(changes == SectionedListChanges(sections: ListChanges(insertions: [0])))
        #expect("\(changes)" == "sections: inserted [0]\nrows: no changes")
    }

    @Test func applyingTheChangesLikeATableViewGivesTheNewSections() {
        let seed = SeededGenerator.seed()
        var shuffler = ListShuffler(generator: SeededGenerator(seed: seed))
        for round in 0..<2_000 {
            let repeating = round % 3 == 0
            let old = shuffler.sectionList(repeating: repeating)
            let new = shuffler.edited(old, repeating: repeating)
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
            #expect(
                changes.rows.moves.count == fewestRowMoves(old, new, changes, context), "the fewest moves; \(context)")
            checkSections(old, new, changes, context)
            checkUnchangedSectionsStayStill(old, new, changes, context)
        }
    }

    /// Checks the sections' changes against a slow reference: only sections whose identity is gone, or rebuilt,
    /// are deleted, and likewise inserted; only sections whose rows are the same move; a rebuilt section's rows
    /// changed; and the sections left in place weigh the most they can, a section whose rows changed
    /// outweighing all the others together (the fewest rebuilt, then the fewest moved).
    private func checkSections(
        _ old: [TestSection],
        _ new: [TestSection],
        _ changes: SectionedListChanges,
        _ context: String
    ) {
        let sectionPairs = referencePairs(old: old.map(\.id), new: new.map(\.id))
        let rowPairs = referenceRowPairs(old: old, new: new)
        let newIndexOfRow = Dictionary(uniqueKeysWithValues: rowPairs.map { ($0.old, $0.new) })
        let oldStarts = old.indices.map { old[..<$0].map(\.rows.count).reduce(0, +) }
        let newStarts = new.indices.map { new[..<$0].map(\.rows.count).reduce(0, +) }
        func sameRows(_ from: Int, _ to: Int) -> Bool {
            old[from].rows.count == new[to].rows.count
                && old[from].rows.indices.allSatisfy { newIndexOfRow[oldStarts[from] + $0] == newStarts[to] + $0 }
        }
        let moved = Set(changes.sections.moves.map(\.from))
        let deleted = Set(changes.sections.deletions)
        let rebuilt = sectionPairs.filter { deleted.contains($0.old) }
        #expect(changes.sections.deletions.count == old.count - sectionPairs.count + rebuilt.count, "\(context)")
        #expect(changes.sections.insertions.count == new.count - sectionPairs.count + rebuilt.count, "\(context)")
        #expect(
            rebuilt.allSatisfy { !sameRows($0.old, $0.new) }, "only sections whose rows changed are rebuilt; \(context)"
        )
        #expect(
            changes.sections.moves.allSatisfy { sameRows($0.from, $0.to) }, "moved sections keep their rows; \(context)"
        )
        let weight = { (pair: (old: Int, new: Int)) in sameRows(pair.old, pair.new) ? 1 : new.count + 1 }
        let inPlace = sectionPairs.filter { !moved.contains($0.old) && !deleted.contains($0.old) }
        #expect(inPlace.map(weight).reduce(0, +) == heaviestInOrder(sectionPairs, weight: weight), "\(context)")
    }

    /// A section in both lists with the same rows, by identity and in order, has no row deleted, inserted or
    /// moved, in or out, even when its rows' identities repeat elsewhere.
    private func checkUnchangedSectionsStayStill(
        _ old: [TestSection],
        _ new: [TestSection],
        _ changes: SectionedListChanges,
        _ context: String
    ) {
        let deleted = Set(changes.sections.deletions)
        for pair in referencePairs(old: old.map(\.id), new: new.map(\.id)) where !deleted.contains(pair.old) {
            guard old[pair.old].rows.map(\.id) == new[pair.new].rows.map(\.id) else { continue }
            let touchedOld =
                changes.rows.deletions.contains { $0.section == pair.old }
                || changes.rows.moves.contains { $0.from.section == pair.old }
            let touchedNew =
                changes.rows.insertions.contains { $0.section == pair.new }
                || changes.rows.moves.contains { $0.to.section == pair.new }
            #expect(!touchedOld && !touchedNew, "section \(old[pair.old].id) keeps its rows; \(context)")
        }
    }

    /// The heaviest set of pairs in the same order in both lists, the slow and obvious way.
    private func heaviestInOrder(_ pairs: [(old: Int, new: Int)], weight: ((old: Int, new: Int)) -> Int) -> Int {
        let sorted = pairs.sorted { $0.new < $1.new }
        var best = sorted.map(weight)
        for end in sorted.indices {
            for before in 0..<end where sorted[before].old < sorted[end].old {
                best[end] = max(best[end], best[before] + weight(sorted[end]))
            }
        }
        return best.max() ?? 0
    }

    /// The fewest row moves for the sections the changes keep: rows that change between two of them, plus
    /// the fewest that put each one's remaining rows in order.
    private func fewestRowMoves(
        _ old: [TestSection],
        _ new: [TestSection],
        _ changes: SectionedListChanges,
        _ context: String
    ) -> Int {
        // Which old section became which new one, as the changes say: the moved ones, and in order the others
        // that were neither deleted nor inserted.
        let moves = changes.sections.moves
        let stillOld = old.indices.filter {
            !changes.sections.deletions.contains($0) && !moves.map(\.from).contains($0)
        }
        let stillNew = new.indices.filter {
            !changes.sections.insertions.contains($0) && !moves.map(\.to).contains($0)
        }
        #expect(stillOld.count == stillNew.count, "\(context)")
        let sectionPairs = zip(stillOld, stillNew).map { ($0, $1) } + moves.map { ($0.from, $0.to) }
        #expect(sectionPairs.allSatisfy { old[$0.0].id == new[$0.1].id }, "kept sections keep their id; \(context)")
        let newSectionOf = Dictionary(uniqueKeysWithValues: sectionPairs)
        let keptNew = Set(sectionPairs.map(\.1))
        let oldPaths = old.indices.flatMap { section in old[section].rows.indices.map { path(section, $0) } }
        let newPaths = new.indices.flatMap { section in new[section].rows.indices.map { path(section, $0) } }
        let pairs = referenceRowPairs(old: old, new: new)
        var fewest = 0
        var stayingBySection: [Int: [(old: Int, new: Int)]] = [:]
        for pair in pairs {
            let from = oldPaths[pair.old]
            let to = newPaths[pair.new]
            guard let section = newSectionOf[from.section], keptNew.contains(to.section) else { continue }
            if section == to.section {
                stayingBySection[section, default: []].append((from.row, to.row))
            } else {
                fewest += 1
            }
        }
        return fewest + stayingBySection.values.map { fewestMoves(pairs: $0) }.reduce(0, +)
    }
}
