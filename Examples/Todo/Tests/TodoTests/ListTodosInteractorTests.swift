import Testing
import TodoCore
import UseCases

@Suite struct ListTodosInteractorTests {
    @Test(arguments: [
        (TodoFilter.all, [1, 2, 3]),
        (TodoFilter.open, [1, 3]),
        (TodoFilter.done, [2]),
    ])
    func listsTheItemsThatPassTheFilter(filter: TodoFilter, expectedIDs: [Int]) async throws {
        let fixture = TodoFixture()
        try fixture.store([.fixture(3, "Three"), .fixture(1, "One"), .fixture(2, "Two", done: true)])
        let response = try await fixture.executor.execute(ListTodosInteractor.Request(filter: filter))
        #expect(response.items.map(\.id) == expectedIDs)
        #expect(response.openCount == 2)
        #expect(response.doneCount == 1)
    }

    @Test func reportsAListItCannotRead() async {
        let executor = TodoLogic.makeExecutor(
            gateway: InMemoryTodoGateway(failing: TodoGatewayError(kind: .unreadable, message: "The disk is gone."))
        )
        let error = await #expect(throws: InteractorError.self) {
            try await executor.execute(ListTodosInteractor.Request(filter: .all))
        }
        #expect(error?.code == .todoStorageFailed)
        #expect(error?.message == "The disk is gone.")
    }
}
