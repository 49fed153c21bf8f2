import Foundation
import Testing
import TodoCore
import UseCases

@Suite struct CompleteTodoInteractorTests {
    @Test func recordsTheCompletionDateFromTheClock() async throws {
        let later = FixedClock.moment.addingTimeInterval(3_600)
        let fixture = TodoFixture(clock: FixedClock(date: later))
        try fixture.store([.fixture(1, "Buy milk")])
        let response = try await fixture.executor.execute(CompleteTodoInteractor.Request(id: 1))
        #expect(response.item.completedAt == later)
        #expect(!response.wasAlreadyCompleted)
        #expect(try fixture.gateway.loadItems().first?.completedAt == later)
    }

    @Test func keepsTheFirstCompletionDate() async throws {
        let fixture = TodoFixture(clock: FixedClock(date: FixedClock.moment.addingTimeInterval(60)))
        try fixture.store([.fixture(1, "Buy milk", done: true)])
        let response = try await fixture.executor.execute(CompleteTodoInteractor.Request(id: 1))
        #expect(response.wasAlreadyCompleted)
        #expect(response.item.completedAt == FixedClock.moment)
    }

    @Test func reportsAnUnknownIdentifier() async throws {
        let fixture = TodoFixture()
        try fixture.store([.fixture(1, "Buy milk")])
        let before = try fixture.fileContents()
        let error = await #expect(throws: InteractorError.self) {
            try await fixture.executor.execute(CompleteTodoInteractor.Request(id: 2))
        }
        #expect(error?.code == .todoNotFound)
        #expect(error?.message.contains("#2") == true)
        #expect(try fixture.fileContents() == before)
    }
}
