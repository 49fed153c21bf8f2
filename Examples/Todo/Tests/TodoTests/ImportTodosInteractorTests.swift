import Testing
import TodoCore
import UseCaseSpy
import UseCases

/// The import use case alone, with an in-memory gateway: batches, progress, blank titles, a failing disk, and
/// a cancellation, after which nothing more is stored.
@Suite struct ImportTodosInteractorTests {
    private func interactor(_ gateway: any TodoGateway) -> ImportTodosInteractor {
        ImportTodosInteractor(gateway: gateway, clock: FixedClock(), identifiers: SequentialIdentifierPlugin())
    }

    @Test(arguments: [(0, 1), (1, 1), (50, 1), (51, 2), (250, 5), (20_000, 400)])
    func batchesHoldAFiftiethOfTheTitles(titles: Int, batchSize: Int) {
        #expect(ImportTodosInteractor.batchSize(forTitles: titles) == batchSize)
    }

    @Test func addsEachTitleInOrderAndReportsEachBatch() async throws {
        let gateway = InMemoryTodoGateway(items: [.fixture(1, "Already there")])
        let titles = (1...250).map { $0 % 50 == 0 ? "   " : "Task \($0)" }
        let progress = TestRecorder<ImportTodosInteractor.Progress>()

        let response = try await interactor(gateway).execute(
            ImportTodosInteractor.Request(titles: titles), elements: ElementSender { progress.record($0) })

        #expect(response == ImportTodosInteractor.Response(added: 245, skipped: 5))
        #expect(progress.values.map(\.done) == Array(stride(from: 5, to: 250, by: 5)) + [250])
        #expect(progress.values.allSatisfy { $0.total == 250 })
        let stored = gateway.storedItems
        #expect(stored.map(\.title) == ["Already there"] + titles.filter { $0 != "   " })
        #expect(stored.map(\.id) == Array(1...246))
    }

    @Test func aFailingDiskKeepsTheBatchesBeforeItAndSaysSo() async {
        let gateway = FailingAfterGateway(successfulUpdates: 2)
        let progress = TestRecorder<ImportTodosInteractor.Progress>()

        let error = await #expect(throws: InteractorError.self) {
            _ = try await interactor(gateway).execute(
                ImportTodosInteractor.Request(titles: (1...300).map { "Task \($0)" }),
                elements: ElementSender { progress.record($0) })
        }

        #expect(error?.code == .todoStorageFailed)
        #expect(progress.values.map(\.done) == [6, 12], "every batch stored was reported")
        #expect(gateway.stored.storedItems.count == 12)
    }

    @Test func nothingIsStoredOnceTheImportIsCancelled() async {
        let gateway = InMemoryTodoGateway()
        let importing = Task {
            try await interactor(gateway).execute(
                ImportTodosInteractor.Request(titles: (1...300).map { "Task \($0)" }),
                elements: ElementSender { progress in
                    // The consumer stops after the first batch: the import's task is cancelled.
                    if progress.done == 6 { withUnsafeCurrentTask { $0?.cancel() } }
                })
        }

        await #expect(throws: CancellationError.self) { try await importing.value }
        #expect(gateway.storedItems.map(\.title) == (1...6).map { "Task \($0)" })
    }
}

/// Stores the first updates in memory, then fails every one as a full disk would.
private final class FailingAfterGateway: TodoGateway {
    let stored = InMemoryTodoGateway()
    private let successfulUpdates: Int
    private let updates = TestRecorder<Void>()

    init(successfulUpdates: Int) {
        self.successfulUpdates = successfulUpdates
    }

    func loadItems() throws -> [TodoItem] {
        try stored.loadItems()
    }

    func update<Result>(_ change: (inout [TodoItem]) throws -> Result) throws -> Result {
        updates.record(())
        guard updates.values.count <= successfulUpdates else {
            throw TodoGatewayError(kind: .unwritable, message: "The disk is full.")
        }
        return try stored.update(change)
    }
}
