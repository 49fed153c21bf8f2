import Testing
import TodoCore
import UseCases

@Suite struct DeleteTodoInteractorTests {
    @Test func removesTheItemAndAnswersWithIt() async throws {
        let fixture = TodoFixture()
        try fixture.store([.fixture(1, "Buy milk"), .fixture(2, "Walk the dog", done: true)])
        let response = try await fixture.executor.execute(DeleteTodoInteractor.Request(id: 2))
        #expect(response.item == .fixture(2, "Walk the dog", done: true))
        #expect(try fixture.gateway.loadItems() == [.fixture(1, "Buy milk")])
    }
}
