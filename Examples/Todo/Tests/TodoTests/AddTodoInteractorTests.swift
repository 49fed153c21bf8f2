import Foundation
import Testing
import TodoCore
import UseCases

@Suite struct AddTodoInteractorTests {
    @Test func storesAnOpenItemNumberedAndDatedByThePlugins() async throws {
        let fixture = TodoFixture()
        let response = try await fixture.executor.execute(AddTodoInteractor.Request(title: "Buy milk"))
        #expect(response.item == .fixture(1, "Buy milk"))
        #expect(try fixture.gateway.loadItems() == [.fixture(1, "Buy milk")])
    }

    @Test func numbersItemsAfterTheLargestIdentifier() async throws {
        let fixture = TodoFixture()
        try fixture.store([.fixture(4, "Existing")])
        let added = try await fixture.add("Next", "After that")
        #expect(added.map(\.id) == [5, 6])
    }

    @Test func trimsTheTitle() async throws {
        let fixture = TodoFixture()
        let response = try await fixture.executor.execute(AddTodoInteractor.Request(title: "  Buy milk \n"))
        #expect(response.item.title == "Buy milk")
    }

    @Test(arguments: ["", "   ", "\n\t"])
    func rejectsAnEmptyTitleAndStoresNothing(title: String) async throws {
        let fixture = TodoFixture()
        let error = await #expect(throws: InteractorError.self) {
            try await fixture.executor.execute(AddTodoInteractor.Request(title: title))
        }
        #expect(error?.code == .invalidTodoTitle)
        #expect(!FileManager.default.fileExists(atPath: fixture.fileURL.path))
    }

    @Test func refusesAnIdentifierThatIsTaken() async throws {
        let fixture = TodoFixture(identifiers: ConstantIdentifier(id: 1))
        try await fixture.add("First")
        let error = await #expect(throws: InteractorError.self) {
            try await fixture.executor.execute(AddTodoInteractor.Request(title: "Second"))
        }
        #expect(error?.code == .failed)
        #expect(try fixture.gateway.loadItems() == [.fixture(1, "First")])
    }

    @Test func aGatewayThatFailsWithAnErrorOfItsOwnIsAStorageFailure() async {
        let executor = TodoLogic.makeExecutor(gateway: InMemoryTodoGateway(failing: DatabaseClosed()))
        let error = await #expect(throws: InteractorError.self) {
            try await executor.execute(AddTodoInteractor.Request(title: "Milk"))
        }
        #expect(error?.code == .todoStorageFailed)
        #expect(error?.message == "The list could not be read or stored: the database is closed")
    }
}

/// A gateway's own failure, of a type the use cases do not know.
private struct DatabaseClosed: Error, CustomStringConvertible {
    var description: String { "the database is closed" }
}

/// An identifier plugin that always picks the same number.
private struct ConstantIdentifier: IdentifierPlugin {
    let id: Int

    func nextIdentifiers(count: Int, largestInUse: Int, isInUse: (Int) -> Bool) -> [Int] {
        Array(repeating: id, count: count)
    }
}
