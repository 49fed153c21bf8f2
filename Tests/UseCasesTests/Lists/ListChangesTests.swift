import Testing
import UseCases

@Suite struct ListChangesTests {
    @Test func findsNoChangesBetweenEqualLists() {
        #expect(ListChanges(from: rows(1, 2, 3), to: rows(1, 2, 3)).isEmpty)
        #expect(ListChanges(from: [TestRow](), to: []).isEmpty)
    }

    @Test func insertsEveryRowOfANewListAndDeletesEveryRowOfAnEmptiedOne() {
        #expect(ListChanges(from: [], to: rows(1, 2)) == ListChanges(insertions: [0, 1]))
        #expect(ListChanges(from: rows(1, 2), to: []) == ListChanges(deletions: [0, 1]))
    }

    @Test func deletesAndInsertsEveryRowOfListsWithNothingInCommon() {
        #expect(
            ListChanges(from: rows(1, 2), to: rows(3, 4, 5)) == ListChanges(deletions: [0, 1], insertions: [0, 1, 2]))
    }

    @Test func movesOneRowWhenTheFirstGoesToTheEnd() {
        #expect(
            ListChanges(from: rows(1, 2, 3, 4), to: rows(2, 3, 4, 1)) == ListChanges(moves: [.init(from: 0, to: 3)]))
        #expect(
            ListChanges(from: rows(1, 2, 3, 4), to: rows(4, 1, 2, 3)) == ListChanges(moves: [.init(from: 3, to: 0)]))
    }

    @Test func movesAllButOneRowOfAReversedList() {
        #expect(ListChanges(from: rows(1, 2, 3, 4), to: rows(4, 3, 2, 1)).moves.count == 3)
    }

    @Test func reloadsARowWhoseContentChangedAtItsNewIndex() {
        let old = [TestRow(id: 1), TestRow(id: 2), TestRow(id: 3)]
        let new = [TestRow(id: 3), TestRow(id: 1), TestRow(id: 2, content: 7)]
        #expect(ListChanges(from: old, to: new) == ListChanges(moves: [.init(from: 2, to: 0)], reloads: [2]))
    }

    @Test func keepsARowThatOnlyShiftedWhenOthersWereDeletedOrInserted() {
        let changes = ListChanges(from: rows(1, 2, 3), to: rows(0, 2, 3, 4))
        #expect(changes == ListChanges(deletions: [0], insertions: [0, 3]))
    }

    @Test func pairsRepeatedIdentitiesInTheOrderTheyAppear() {
        // Old: a₀ a₁ b; new: a b a. The first a stays, b and the second a trade places.
        let old = [TestRow(id: 1, content: 0), TestRow(id: 1, content: 1), TestRow(id: 2)]
        let new = [TestRow(id: 1, content: 0), TestRow(id: 2), TestRow(id: 1, content: 1)]
        let changes = ListChanges(from: old, to: new)
        #expect(changes.deletions.isEmpty && changes.insertions.isEmpty && changes.reloads.isEmpty)
        #expect(changes.moves.count == 1)
        #expect(ListChanges(from: rows(1, 1, 1), to: rows(1)) == ListChanges(deletions: [1, 2]))
    }

    @Test func aRetitledPostThatMovesToTheTopIsMovedAndReloaded() {
        // The View State article's sample, run.
        let notes = TestRow(id: 1)
        let letter = TestRow(id: 2)
        let draft = TestRow(id: 3)
        let retitled = TestRow(id: 3, content: 1)
        let changes = ListChanges(from: [notes, letter, draft], to: [retitled, notes, letter])
        #expect(changes == ListChanges(moves: [ListMove(from: 2, to: 0)], reloads: [0]))
    }

    @Test func describesItselfOnOneLine() {
        let changes = ListChanges(deletions: [1], insertions: [0], moves: [.init(from: 3, to: 2)], reloads: [4])
        #expect("\(changes)" == "deleted [1], inserted [0], moved [3→2], reloaded [4]")
        #expect("\(ListChanges<Int>())" == "no changes")
    }

    @Test func applyingTheChangesLikeATableViewGivesTheNewList() throws {
        let seed = SeededGenerator.seed()
        var shuffler = ListShuffler(generator: SeededGenerator(seed: seed))
        for round in 0..<3_000 {
            let repeating = round % 3 == 0
            let old = shuffler.rowList(
                count: Int.random(in: 0...20, using: &shuffler.generator), idRange: 30, repeating: repeating)
            let new = shuffler.edited(old, idRange: 30, repeating: repeating)
            let changes = ListChanges(from: old, to: new)
            let context = "seed \(seed), round \(round): \(old) → \(new): \(changes)"
            let batched: [TestRow]
            do {
                batched = try TableViewSimulation.batch(changes, to: old, dataSource: new)
            } catch {
                Issue.record("UIKit would refuse it: \(error); \(context)")
                return
            }
            #expect(batched.map(\.id) == new.map(\.id), "\(context)")
            let changed = new.indices.filter { batched[$0] != new[$0] }
            #expect(changes.reloads == changed, "only and every changed row is reloaded; \(context)")
            #expect(try TableViewSimulation.reload(changes.reloads, in: batched, dataSource: new) == new, "\(context)")
            let pairs = referencePairs(old: old.map(\.id), new: new.map(\.id))
            #expect(changes.deletions.count == old.count - pairs.count, "\(context)")
            #expect(changes.insertions.count == new.count - pairs.count, "\(context)")
            #expect(changes.moves.count == fewestMoves(pairs: pairs), "the fewest moves; \(context)")
            #expect(changes.deletions == changes.deletions.sorted(), "\(context)")
            #expect(changes.moves.map(\.to) == changes.moves.map(\.to).sorted(), "\(context)")
        }
    }
}
