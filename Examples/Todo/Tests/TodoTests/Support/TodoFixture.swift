import ExampleSupport
import Foundation
import TodoCore
import UseCases

/// The real composition: every use case registered on a fresh executor, over a JSON file in a fresh
/// temporary directory, with a fixed clock.
struct TodoFixture {
    let directory = TemporaryDirectory(named: "TodoTests")
    let fileURL: URL
    let gateway: JSONFileTodoGateway
    let executor: InteractorExecutor

    init(clock: FixedClock = FixedClock(), identifiers: any IdentifierPlugin = SequentialIdentifierPlugin()) {
        fileURL = directory.file("todo.json")
        gateway = JSONFileTodoGateway(fileURL: fileURL)
        executor = TodoLogic.makeExecutor(gateway: gateway, clock: clock, identifiers: identifiers)
    }

    /// Stores `items` directly, bypassing the use cases.
    func store(_ items: [TodoItem]) throws {
        try gateway.update { $0 = items }
    }

    /// Adds items with these titles through the use case, numbered from 1.
    @discardableResult
    func add(_ titles: String...) async throws -> [TodoItem] {
        var added: [TodoItem] = []
        for title in titles {
            added.append(try await executor.execute(AddTodoInteractor.Request(title: title)).item)
        }
        return added
    }

    /// The list file's bytes now.
    func fileContents() throws -> Data {
        try Data(contentsOf: fileURL)
    }
}

extension TodoItem {
    /// An item made at the fixed clock's moment.
    static func fixture(_ id: Int, _ title: String, done: Bool = false) -> TodoItem {
        TodoItem(id: id, title: title, createdAt: FixedClock.moment, completedAt: done ? FixedClock.moment : nil)
    }
}
