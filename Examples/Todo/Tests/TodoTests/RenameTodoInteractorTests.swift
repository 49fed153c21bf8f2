import Testing
import TodoCore
import UseCases

@Suite struct RenameTodoInteractorTests {
    @Test func storesTheNewTitleAndAnswersWithTheOldOne() async throws {
        let fixture = TodoFixture()
        try fixture.store([.fixture(1, "Buy milk")])
        let response = try await fixture.executor.execute(RenameTodoInteractor.Request(id: 1, title: " Buy oat milk "))
        #expect(response.previousTitle == "Buy milk")
        #expect(response.item == .fixture(1, "Buy oat milk"))
        #expect(try fixture.gateway.loadItems() == [.fixture(1, "Buy oat milk")])
    }

    @Test func rejectsAnEmptyTitle() async throws {
        let fixture = TodoFixture()
        try fixture.store([.fixture(1, "Buy milk")])
        let error = await #expect(throws: InteractorError.self) {
            try await fixture.executor.execute(RenameTodoInteractor.Request(id: 1, title: " "))
        }
        #expect(error?.code == .invalidTodoTitle)
        #expect(try fixture.gateway.loadItems() == [.fixture(1, "Buy milk")])
    }
}
