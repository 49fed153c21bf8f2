import Testing
import UseCases

@Suite struct SectionedListBatchesTests {
    private func path(_ section: Int, _ row: Int) -> ListIndexPath {
        ListIndexPath(section: section, row: row)
    }

    @Test func movesASectionWithItsOldRowsThenChangesItsRowsInASecondBatch() {
        // Section 1 goes to the end, and row 21 into it: in one batch, section 1 would be deleted and inserted.
        let old = [
            TestSection(id: 1, rows: rows(10)), TestSection(id: 2, rows: rows(20, 21)), TestSection(id: 3, rows: []),
        ]
        let new = [
            TestSection(id: 2, rows: rows(20)), TestSection(id: 3, rows: []), TestSection(id: 1, rows: rows(10, 21)),
        ]
        let between = [
            TestSection(id: 2, rows: rows(20, 21)), TestSection(id: 3, rows: []), TestSection(id: 1, rows: rows(10)),
        ]
        #expect(
            SectionedListChanges.batches(from: old, to: new) == [
                ListBatch(
                    shown: between, changes: SectionedListChanges(sections: ListChanges(moves: [.init(from: 0, to: 2)]))
                ),
                ListBatch(
                    shown: new,
                    changes: SectionedListChanges(rows: ListChanges(moves: [.init(from: path(0, 1), to: path(2, 1))]))
                ),
            ]
        )
    }

    @Test func insertsASectionEmptyAndFillsItInTheSecondBatch() {
        // Sections 1 and 2 change places and both change rows, so one of them would be rebuilt; row 11 goes to
        // the new section 3.
        let old = [TestSection(id: 1, rows: rows(10, 11)), TestSection(id: 2, rows: rows(20))]
        let new = [
            TestSection(id: 3, header: 1, rows: rows(11)), TestSection(id: 2, rows: rows(20, 21)),
            TestSection(id: 1, rows: rows(10)),
        ]
        let batches = SectionedListChanges.batches(from: old, to: new)
        #expect(batches.count == 2)
        #expect(
            batches.first?.shown == [new[0].withRows([]), new[1].withRows(rows(20)), new[2].withRows(rows(10, 11))])
        #expect(batches.first?.changes.sections.insertions == [0])
        #expect(batches.first?.changes.rows.isEmpty == true)
        #expect(
            batches.last?.changes
                == SectionedListChanges(
                    rows: ListChanges(insertions: [path(1, 1)], moves: [.init(from: path(2, 1), to: path(0, 0))]))
        )
    }

    @Test func givesOneBatchWhenNoSectionWouldBeRebuilt() {
        // Section 2 moves with its rows; section 1 stays in place and gains a row.
        let old = [TestSection(id: 1, rows: rows(10)), TestSection(id: 2, rows: rows(20))]
        let new = [TestSection(id: 2, rows: rows(20)), TestSection(id: 1, rows: rows(10, 11))]
        #expect(
            SectionedListChanges.batches(from: old, to: new)
                == [ListBatch(shown: new, changes: SectionedListChanges(from: old, to: new))]
        )
        #expect(
            SectionedListChanges.batches(from: [TestSection](), to: [])
                == [ListBatch(shown: [], changes: SectionedListChanges())]
        )
    }

    @Test func eachBatchAppliedLikeATableViewLeadsToTheListItShows() {
        let seed = SeededGenerator.seed()
        var shuffler = ListShuffler(generator: SeededGenerator(seed: seed))
        var twoBatches = 0
        for round in 0..<2_000 {
            let repeating = round % 3 == 0
            let old = shuffler.sectionList(repeating: repeating)
            let new = shuffler.edited(old, repeating: repeating)
            let batches = SectionedListChanges.batches(from: old, to: new)
            let oneBatch = SectionedListChanges(from: old, to: new)
            let context = "seed \(seed), round \(round): \(old) → \(new): \(batches.map(\.changes))"
            #expect(batches.last?.shown == new, "\(context)")
            #expect(
                (batches.count == 2) == rebuildsASection(oneBatch, old, new),
                "two batches exactly when one would rebuild a section; \(context)"
            )
            if batches.count == 1 {
                #expect(batches[0].changes == oneBatch, "\(context)")
            } else {
                twoBatches += 1
                #expect(batches.count == 2, "\(context)")
                #expect(batches[0].changes.rows.isEmpty, "the first batch changes no row; \(context)")
                #expect(batches[1].changes.sections.isEmpty, "the second batch changes no section; \(context)")
            }
            var displayed = old
            for batch in batches {
                #expect(batches.count == 1 || !batch.changes.isEmpty, "neither of two batches is empty; \(context)")
                #expect(!rebuildsASection(batch.changes, displayed, batch.shown), "no batch rebuilds; \(context)")
                do {
                    let batched = try TableViewSimulation.batch(batch.changes, to: displayed, dataSource: batch.shown)
                    displayed = try TableViewSimulation.reload(batch.changes, in: batched, dataSource: batch.shown)
                } catch {
                    Issue.record("UIKit would refuse it: \(error); \(context)")
                    return
                }
                #expect(displayed == batch.shown, "\(context)")
            }
        }
        #expect(twoBatches > 50, "seed \(seed): the random lists rebuild sections often enough")
    }

    /// Whether changes delete and insert a section whose identity is in both lists.
    private func rebuildsASection(_ changes: SectionedListChanges, _ old: [TestSection], _ new: [TestSection]) -> Bool {
        let kept = referencePairs(old: old.map(\.id), new: new.map(\.id)).count
        return changes.sections.deletions.count > old.count - kept
    }
}

extension TestSection {
    fileprivate func withRows(_ rows: [TestRow]) -> TestSection {
        TestSection(id: id, header: header, rows: rows)
    }
}
