import Testing
import TodoCore
import UseCases

@Suite struct ClearCompletedTodosInteractorTests {
    @Test func removesOnlyTheCompletedItems() async throws {
        let fixture = TodoFixture()
        try fixture.store([.fixture(3, "Three", done: true), .fixture(1, "One", done: true), .fixture(2, "Two")])
        let response = try await fixture.executor.execute(ClearCompletedTodosInteractor.Request())
        #expect(response.removed.map(\.id) == [1, 3])
        #expect(try fixture.gateway.loadItems() == [.fixture(2, "Two")])
    }

    @Test func removesNothingWhenNothingIsCompleted() async throws {
        let fixture = TodoFixture()
        try fixture.store([.fixture(1, "One")])
        let before = try fixture.fileContents()
        let response = try await fixture.executor.execute(ClearCompletedTodosInteractor.Request())
        #expect(response.removed.isEmpty)
        #expect(try fixture.fileContents() == before)
    }

    @Test func reportsAnUnreadableList() async throws {
        let executor = TodoLogic.makeExecutor(
            gateway: InMemoryTodoGateway(failing: TodoGatewayError(kind: .unreadable, message: "The disk is gone."))
        )
        let error = await #expect(throws: InteractorError.self) {
            try await executor.execute(ClearCompletedTodosInteractor.Request())
        }
        #expect(error?.code == .todoStorageFailed)
        #expect(error?.message == "The disk is gone.")
    }
}
