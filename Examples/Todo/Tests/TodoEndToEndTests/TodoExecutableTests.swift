import ExampleSupport
import Foundation
import Testing

/// Runs the built `todo` as a user would, one process per command.
@Suite struct TodoExecutableTests {
    let home = TemporaryDirectory(named: "TodoEndToEndTests")

    private var todoFile: URL { home.todoFile }
    private var todo: BuiltExecutable { get throws { try home.todo } }

    @Test func addsListsAndCompletes() async throws {
        let added = try await todo.run(["add", "Buy", "milk"])
        #expect(added.status == 0)
        #expect(added.output == "Added #1: Buy milk\n")
        #expect(added.errorOutput.isEmpty)

        _ = try await todo.run(["add", "Walk the dog"])
        let completed = try await todo.run(["done", "1"])
        #expect(completed.status == 0)
        #expect(completed.output == "Done #1: Buy milk\n")

        let listed = try await todo.run(["list"])
        #expect(listed.status == 0)
        #expect(listed.output == "[x] #1  Buy milk\n[ ] #2  Walk the dog\n2 to-dos: 1 open, 1 done.\n")

        let open = try await todo.run(["list", "open"])
        #expect(open.output == "[ ] #2  Walk the dog\n2 to-dos: 1 open, 1 done.\n")
    }

    @Test(arguments: [
        (["frob"], Int32(64), "todo: Unknown command 'frob'."),
        (["add"], 64, "todo: Missing the title. Usage: todo add <title>"),
        (["done"], 64, "todo: Missing the to-do number. Usage: todo done <id>"),
        (["delete", "first"], 64, "todo: 'first' is not a to-do number"),
        (["done", "7"], 1, "todo: There is no to-do #7."),
        (["rename", "7", "Anything"], 1, "todo: There is no to-do #7."),
        (["delete", "7"], 1, "todo: There is no to-do #7."),
        (["--verbose", "frob"], 64, "todo: Unknown command 'frob'."),
    ])
    func explainsBadInputOnStandardErrorWithANonZeroStatus(
        arguments: [String],
        status: Int32,
        message: String
    ) async throws {
        let outcome = try await todo.run(arguments)
        #expect(outcome.status == status)
        #expect(outcome.errorOutput.hasPrefix(message))
        #expect(outcome.output.isEmpty)
    }

    // MARK: - --verbose

    @Test func verbosePrintsAnEventLineOnStandardError() async throws {
        let outcome = try await todo.run(["--verbose", "add", "Buy", "milk"])
        #expect(outcome.status == 0)
        #expect(outcome.output == "Added #1: Buy milk\n")
        let lines = outcome.errorOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2)  // One line, then nothing after its newline.
        #expect(lines[0].hasPrefix("[usecase] AddTodoInteractor.Request: success in "))
        #expect(lines[0].hasSuffix(" seconds"))
    }

    @Test func verbosePrintsTheEventOfAFailureBeforeTheError() async throws {
        let outcome = try await todo.run(["--verbose", "done", "7"])
        #expect(outcome.status == 1)
        #expect(outcome.output.isEmpty)
        let message = "There is no to-do #7. Run 'todo list' to see the numbers."
        let lines = outcome.errorOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("[usecase] CompleteTodoInteractor.Request: failure(custom(1001)) in "))
        #expect(lines[0].hasSuffix(" seconds: \(message)"))
        #expect(lines.dropFirst().first == "todo: \(message)")
    }

    @Test func printsNoEventLinesWithoutVerbose() async throws {
        let failed = try await todo.run(["done", "7"])
        #expect(failed.errorOutput == "todo: There is no to-do #7. Run 'todo list' to see the numbers.\n")
    }

    // MARK: - Files

    @Test func refusesAListFileItCannotRead() async throws {
        try FileManager.default.createDirectory(at: todoFile, withIntermediateDirectories: true)
        let outcome = try await todo.run(["add", "Buy milk"])
        #expect(outcome.status == 1)
        let message = "todo: Could not read the to-do file at \(todoFile.path): it is a directory."
        #expect(outcome.errorOutput.hasPrefix(message))
    }

    @Test func demoRunsOnAThrowawayList() async throws {
        let outcome = try await todo.run(["demo"])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("$ todo list"))
        #expect(outcome.output.contains("Cleared 1 completed to-do."))
        #expect(outcome.output.contains("$ todo import chores.txt\nRead 1 of 4 lines."))
        #expect(outcome.output.contains("Imported 3 to-dos from chores.txt (1 blank line skipped)."))
        #expect(outcome.errorOutput.contains("There is no to-do #42."))
        #expect(!FileManager.default.fileExists(atPath: todoFile.path))
    }
}
