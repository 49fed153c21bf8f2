import Testing
import TodoCore
import UseCases

@Suite struct TodoLogicTests {
    @Test func runsAWholeSessionAgainstTheInMemoryGateway() async throws {
        let gateway = InMemoryTodoGateway()
        let executor = TodoLogic.makeExecutor(gateway: gateway, clock: FixedClock())
        _ = try await executor.execute(AddTodoInteractor.Request(title: "One"))
        _ = try await executor.execute(AddTodoInteractor.Request(title: "Two"))
        _ = try await executor.execute(CompleteTodoInteractor.Request(id: 1))
        _ = try await executor.execute(RenameTodoInteractor.Request(id: 2, title: "Deux"))
        _ = try await executor.execute(ClearCompletedTodosInteractor.Request())
        #expect(gateway.storedItems == [.fixture(2, "Deux")])
        _ = try await executor.execute(DeleteTodoInteractor.Request(id: 2))
        #expect(gateway.storedItems.isEmpty)
    }
}
