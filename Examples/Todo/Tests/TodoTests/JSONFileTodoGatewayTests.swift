import ExampleSupport
import Foundation
import Testing

@testable import TodoCore

@Suite struct JSONFileTodoGatewayTests {
    let directory = TemporaryDirectory(named: "TodoTests")

    @Test func readsAMissingFileAsAnEmptyListWithoutCreatingIt() throws {
        let gateway = JSONFileTodoGateway(fileURL: directory.file("todo.json"))
        #expect(try gateway.loadItems().isEmpty)
        #expect(directory.entries.isEmpty)
    }

    @Test func leavesNoTemporaryFileBehindOnlyTheListAndItsLockFile() throws {
        let gateway = JSONFileTodoGateway(fileURL: directory.file("todo.json"))
        for id in 1...3 {
            try gateway.update { $0.append(.fixture(id, "Item \(id)")) }
        }
        #expect(directory.entries == [".todo.json.lock", "todo.json"])
    }

    @Test func writesNothingWhenTheChangeThrows() throws {
        let gateway = JSONFileTodoGateway(fileURL: directory.file("todo.json"))
        try gateway.update { $0 = [.fixture(1, "Keep me")] }
        let before = try Data(contentsOf: directory.file("todo.json"))
        #expect(throws: StopError.self) {
            try gateway.update { items in
                items.removeAll()
                throw StopError()
            }
        }
        #expect(try Data(contentsOf: directory.file("todo.json")) == before)
    }

    @Test(arguments: [
        "",
        "{ not json",
        #"["a list", "of strings"]"#,
        #"{"version": 1, "items": [{"id": 1, "title": "No date"}]}"#,
        #"{"version": 2, "items": []}"#,
    ])
    func reportsACorruptFileAndNeverOverwritesIt(contents: String) throws {
        let fileURL = directory.file("todo.json")
        try Data(contents.utf8).write(to: fileURL)
        let gateway = JSONFileTodoGateway(fileURL: fileURL)

        let readError = #expect(throws: TodoGatewayError.self) { try gateway.loadItems() }
        let updateError = #expect(throws: TodoGatewayError.self) {
            try gateway.update { $0 = [.fixture(1, "Would replace the list")] }
        }

        #expect(readError?.kind == .corrupt)
        #expect(updateError?.kind == .corrupt)
        #expect(readError?.message.contains(fileURL.path) == true)
        #expect(readError?.message.contains("left unchanged") == true)
        #expect(try directory.text(of: fileURL) == contents)
        #expect(directory.entries.filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    @Test func reportsAFileItCannotWrite() throws {
        let blocker = directory.file("not-a-directory")
        try Data("x".utf8).write(to: blocker)
        let gateway = JSONFileTodoGateway(fileURL: blocker.appendingPathComponent("todo.json"))
        let error = #expect(throws: TodoGatewayError.self) {
            try gateway.update { $0 = [.fixture(1, "Nowhere to go")] }
        }
        #expect(error?.kind == .unwritable)
        #expect(try String(contentsOf: blocker, encoding: .utf8) == "x")
    }
}

private struct StopError: Error {}

/// The lock between processes, and the leftovers of interrupted writes.
@Suite struct TodoListSafetyTests {
    let directory = TemporaryDirectory(named: "TodoTests")

    @Test func aChangeWhileAnotherHoldsTheListGivesUpWithAClearMessageAndChangesNothing() throws {
        let gateway = JSONFileTodoGateway(fileURL: directory.file("todo.json"), lockTimeout: 0.05)
        try gateway.update { $0 = [.fixture(1, "Keep")] }
        // Another process's lock: a second open file description of the lock file, as flock(2) sees it.
        let other = open(directory.file(".todo.json.lock").path, O_RDWR | O_CLOEXEC)
        try #require(other >= 0)
        defer { close(other) }
        try #require(takesLock(other), "The list's lock stayed taken for 10 s after the change that took it ended")

        let error = #expect(throws: TodoGatewayError.self) {
            try gateway.update { $0.append(.fixture(2, "Lost?")) }
        }
        #expect(error?.kind == .busy)
        #expect(error?.message.contains("is being changed by another todo") == true)
        #expect(error?.message.contains("Nothing was changed") == true)
        #expect(try gateway.loadItems() == [.fixture(1, "Keep")])

        flock(other, LOCK_UN)
        try gateway.update { $0.append(.fixture(2, "Now")) }
        #expect(try gateway.loadItems().count == 2)
    }

    /// Takes the lock on `descriptor` as another process would, trying for up to 10 seconds: a child that
    /// another test spawns while the gateway holds the lock shares the gateway's descriptor until the child's
    /// `exec` closes it, so the lock may stay taken for a moment after the change that took it.
    private func takesLock(_ descriptor: Int32) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard clock.now < deadline else { return false }
            usleep(1_000)
        }
        return true
    }

    @Test(
        arguments: [
            ("todo.json", ".todo.json.0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0.tmp", true),
            (".todo.json", ".todo.json.0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0.tmp", true),
            // Another list's, whose name starts with this one's; and files that are not a write's.
            ("todo.json", ".todo.json.bak.0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0.tmp", false),
            ("todo.json", ".todo.json.old.tmp", false),
            ("todo.json", ".todo.json.lock", false),
        ] as [(String, String, Bool)])
    func onlyThisListsOwnTemporaryFilesAreLeftovers(list: String, entry: String, isLeftover: Bool) {
        #expect(JSONFileTodoGateway.isTemporaryFile(entry, of: list) == isLeftover)
    }
}
