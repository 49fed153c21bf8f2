import TestSupport
import Testing
import UseCases

@Suite @MainActor struct ListUpdaterTests {
    /// A view showing `rows`, with an updater for it whose diagnostics land in `reports`.
    private func flatList(_ rows: [TestRow]) -> (SimulatedListView, ListUpdater<TestRow>, Reports) {
        let view = SimulatedListView(displaying: oneSection(rows))
        let reports = Reports()
        let updater = ListUpdater(rows: rows, view: view, diagnostics: reports.record)
        view.dataSource = { [unowned updater] in oneSection(updater.shown) }
        return (view, updater, reports)
    }

    @Test func animatesAListThatComesWhileTheViewIsIdle() {
        let (view, updater, reports) = flatList(rows(1, 2, 3))
        updater.show(rows(3, 1, 2, 4))
        #expect(view.batchCount == 1 && view.reloadCount == 0)
        #expect(view.displayed == oneSection(rows(3, 1, 2, 4)))
        #expect(view.refusals.isEmpty && reports.kinds.isEmpty)
    }

    @Test func holdsBackListsThatComeDuringAnAnimationAndFoldsThemIntoOneBatch() {
        let (view, updater, _) = flatList(rows(1, 2, 3))
        updater.show(rows(1, 2))
        updater.show(rows(2, 1))
        updater.show(rows(5, 2, 1))
        updater.show(rows(2, 1, 6))
        #expect(view.batchCount == 1)
        #expect(view.displayed == oneSection(rows(1, 2)))
        view.endAnimation()
        #expect(view.batchCount == 2, "the three waiting lists went in one batch")
        #expect(view.displayed == oneSection(rows(2, 1, 6)))
        view.endAnimation()
        #expect(view.batchCount == 2 && view.refusals.isEmpty)
    }

    @Test func reloadsWithoutAnimationOffScreen() {
        let (view, updater, reports) = flatList(rows(1, 2))
        view.isOnScreen = false
        updater.show(rows(2, 3))
        #expect(view.reloadCount == 1 && view.batchCount == 0 && !view.isAnimating)
        #expect(view.displayed == oneSection(rows(2, 3)))
        #expect(reports.kinds.isEmpty)
    }

    @Test func reloadsAViewThatCountsOtherRowsAndReportsItOnce() {
        let (view, updater, reports) = flatList(rows(1, 2, 3))
        view.displayBehindTheUpdatersBack(oneSection(rows(1, 2, 3, 4)))
        updater.show(rows(1, 3))
        #expect(view.reloadCount == 1 && view.batchCount == 0)
        #expect(view.displayed == oneSection(rows(1, 3)))
        view.displayBehindTheUpdatersBack(oneSection(rows(9)))
        updater.show(rows(3))
        #expect(view.reloadCount == 2)
        #expect(reports.kinds == [.listOutOfStep], "reported the first time only")
        #expect(reports.types == ["TestRow"])
        updater.show(rows(3, 1))
        #expect(view.batchCount == 1 && view.refusals.isEmpty, "back in step, it animates again")
    }

    @Test func doesNothingForAListThatShowsTheSame() {
        let (view, updater, _) = flatList(rows(1, 2))
        updater.show(rows(1, 2))
        #expect(view.batchCount == 0 && view.reloadCount == 0)
    }

    @Test func animatesSectionsAndTheirRows() {
        let old = [TestSection(id: 1, rows: rows(10, 11)), TestSection(id: 2, rows: rows(20))]
        let new = [TestSection(id: 2, header: 1, rows: rows(20, 11)), TestSection(id: 1, rows: rows(10))]
        let view = SimulatedListView(displaying: old)
        let updater = ListUpdater(sections: old, view: view, diagnostics: { _ in })
        view.dataSource = { [unowned updater] in updater.shown }
        updater.show(new)
        #expect(view.batchCount == 1 && view.refusals.isEmpty)
        #expect(view.displayed == new)
    }

    @Test func theQueueDecidesEachStepAsAFunction() {
        var queue = ListUpdateStateMachine(rows: rows(1, 2))
        #expect(queue.next(viewRowCounts: { [2] }, canAnimate: true) == nil, "nothing waits")
        queue.receive(rows(2, 1))
        #expect(queue.hasWaiting)
        let batch = ListUpdate.animate(
            SectionedListChanges(
                rows: ListChanges(moves: [.init(from: .init(section: 0, row: 0), to: .init(section: 0, row: 1))]))
        )
        #expect(queue.next(viewRowCounts: { [2] }, canAnimate: true) == batch)
        #expect(queue.isAnimating && queue.shown == rows(2, 1))
        queue.receive(rows(2, 1, 3))
        #expect(
            queue.next(
                viewRowCounts: {
                    Issue.record("counted while animating"); return []
                }, canAnimate: true) == nil)
        queue.updateEnded()
        #expect(
            queue.next(viewRowCounts: { [5] }, canAnimate: true) == .outOfStep(viewRowCounts: [5], shownRowCounts: [2]))
        #expect(!queue.isAnimating && queue.shown == rows(2, 1, 3) && !queue.hasWaiting)
    }

    @Test func movesASectionThenChangesItsRowsInASecondBatchWhenAskedTo() {
        let (old, new) = movedSectionWithChangedRows
        let (view, updater) = sectionedList(old, sectionMoves: .inTwoBatches)
        updater.show(new)
        let between = [
            TestSection(id: 2, rows: rows(20, 21)), TestSection(id: 3, rows: []), TestSection(id: 1, rows: rows(10)),
        ]
        #expect(view.batchCount == 1 && updater.shown == between && view.displayed == between)
        view.endAnimation()
        #expect(view.batchCount == 2 && updater.shown == new && view.displayed == new)
        view.endAnimation()
        #expect(view.batchCount == 2 && view.reloadCount == 0 && view.refusals.isEmpty)
    }

    @Test func aListThatComesDuringTheFirstOfTwoBatchesReplacesTheSecond() {
        let (old, new) = movedSectionWithChangedRows
        let (view, updater) = sectionedList(old, sectionMoves: .inTwoBatches)
        updater.show(new)
        let newer = [TestSection(id: 3, rows: rows(30)), TestSection(id: 1, rows: rows(10, 21, 20))]
        updater.show(newer)
        view.endAnimation()
        #expect(view.batchCount == 2 && view.displayed == newer)
        view.endAnimation()
        #expect(view.batchCount == 2 && view.refusals.isEmpty)
    }

    @Test func theQueueHandsTwoBatchesOneAtATime() {
        let (old, new) = movedSectionWithChangedRows
        var queue = ListUpdateStateMachine(sections: old, sectionMoves: .inTwoBatches)
        let batches = SectionedListChanges.batches(from: old, to: new)
        queue.receive(new)
        #expect(queue.next(viewRowCounts: { [1, 2, 0] }, canAnimate: true) == .animate(batches[0].changes))
        #expect(queue.shown == batches[0].shown && queue.hasWaiting)
        #expect(queue.next(viewRowCounts: { [2, 0, 1] }, canAnimate: true) == nil, "the first batch animates")
        queue.updateEnded()
        #expect(queue.next(viewRowCounts: { [2, 0, 1] }, canAnimate: true) == .animate(batches[1].changes))
        #expect(queue.shown == new && !queue.hasWaiting)
        queue.updateEnded()
        #expect(queue.next(viewRowCounts: { [1, 0, 2] }, canAnimate: true) == nil)
        var rebuilding = ListUpdateStateMachine(sections: old, sectionMoves: .rebuilt)
        rebuilding.receive(new)
        #expect(
            rebuilding.next(viewRowCounts: { [1, 2, 0] }, canAnimate: true)
                == .animate(SectionedListChanges(from: old, to: new))
        )
    }

    /// A view showing `sections`, with an updater for it that moves sections as `sectionMoves` says.
    private func sectionedList(
        _ sections: [TestSection], sectionMoves: ListSectionMoves
    ) -> (SimulatedListView, ListUpdater<TestSection>) {
        let view = SimulatedListView(displaying: sections)
        let updater = ListUpdater(sections: sections, view: view, sectionMoves: sectionMoves, diagnostics: { _ in })
        view.dataSource = { [unowned updater] in updater.shown }
        return (view, updater)
    }

    /// Section 1 goes to the end, and row 21 into it: a section that moves while its rows change.
    private var movedSectionWithChangedRows: (old: [TestSection], new: [TestSection]) {
        (
            [TestSection(id: 1, rows: rows(10)), TestSection(id: 2, rows: rows(20, 21)), TestSection(id: 3, rows: [])],
            [TestSection(id: 2, rows: rows(20)), TestSection(id: 3, rows: []), TestSection(id: 1, rows: rows(10, 21))]
        )
    }

    @Test(arguments: [ListSectionMoves.rebuilt, .inTwoBatches])
    func noSequenceOfListsAnimationsAndStrayChangesMakesABatchUIKitWouldRefuse(sectionMoves: ListSectionMoves) {
        let seed = SeededGenerator.seed()
        var shuffler = ListShuffler(generator: SeededGenerator(seed: seed))
        for round in 0..<300 {
            let first = [TestSection(id: 1, rows: shuffler.rowList(count: 5, idRange: 20, repeating: round % 3 == 0))]
            let view = SimulatedListView(displaying: first)
            let reports = Reports()
            let updater = ListUpdater(
                sections: first, view: view, sectionMoves: sectionMoves, diagnostics: reports.record)
            view.dataSource = { [unowned updater] in updater.shown }
            var latest = first
            var strayChanges = 0
            var log: [String] = []
            for _ in 0..<30 {
                switch Int.random(in: 0..<10, using: &shuffler.generator) {
                case 0..<5:
                    latest = editedSections(latest, &shuffler, repeating: round % 3 == 0)
                    log.append("show \(latest)")
                    updater.show(latest)
                case 5..<8:
                    log.append("animation ends")
                    view.endAnimation()
                case 8:
                    view.isOnScreen.toggle()
                    log.append("on screen: \(view.isOnScreen)")
                default:
                    guard !view.isAnimating else { continue }  // UIKit's own reload would end the animation.
                    strayChanges += 1
                    view.displayBehindTheUpdatersBack(editedSections(view.displayed, &shuffler, repeating: true))
                    log.append("stray change")
                }
            }
            view.endAnimation()
            view.endAnimation()
            let context = "seed \(seed), round \(round): \(log)"
            #expect(view.refusals.isEmpty, "\(view.refusals); \(context)")
            #expect(view.displayed == latest || strayChanges > 0, "shows the last list; \(context)")
            #expect(updater.shown == latest, "\(context)")
            #expect(reports.kinds.count <= min(1, strayChanges), "\(context)")
        }
    }

    /// Sections with rows added, removed, moved and changed, and sometimes a section more or less.
    private func editedSections(
        _ sections: [TestSection],
        _ shuffler: inout ListShuffler,
        repeating: Bool
    ) -> [TestSection] {
        var sections = sections
        for index in sections.indices {
            sections[index].rows = shuffler.edited(sections[index].rows, idRange: 20, repeating: repeating)
        }
        if Int.random(in: 0..<4, using: &shuffler.generator) == 0 {
            let id = Int.random(in: 2..<5, using: &shuffler.generator)
            if let index = sections.firstIndex(where: { $0.id == id }) {
                sections.remove(at: index)
            } else {
                sections.insert(
                    TestSection(id: id, rows: []), at: Int.random(in: 0...sections.count, using: &shuffler.generator))
            }
        }
        if Int.random(in: 0..<4, using: &shuffler.generator) == 0 {
            sections.shuffle(using: &shuffler.generator)
        }
        return sections
    }
}

/// The diagnostics an updater reported.
private struct Reports {
    let recorder = Recorder<InteractorDiagnostic>()

    var record: @Sendable (InteractorDiagnostic) -> Void { { [recorder] in recorder.append($0) } }
    var kinds: [InteractorDiagnostic.Kind] { recorder.values.map(\.kind) }
    var types: [String] { recorder.values.map { "\($0.requestType)" } }
}
