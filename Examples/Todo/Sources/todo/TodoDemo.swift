import ExampleSupport
import Foundation
import TodoCore

/// `todo demo`: runs every command on a throwaway list, so a fresh machine shows something useful.
///
/// The list lives in a new temporary directory that is removed afterwards, and the demo works from there, so
/// that the file it imports is named as a user would name it. `TODO_FILE` is ignored, so the demo never
/// touches a list of the user's.
@MainActor
struct TodoDemo {
    /// One step of the tour: the arguments, and whether the step is meant to show an error.
    private struct Step {
        var arguments: [String]
        var showsError = false
    }

    private static let steps = [
        Step(arguments: ["add", "Buy", "milk"]),
        Step(arguments: ["add", "Walk the dog"]),
        Step(arguments: ["add", "Write the report"]),
        Step(arguments: ["done", "2"]),
        Step(arguments: ["rename", "3", "Write the quarterly report"]),
        Step(arguments: ["list"]),
        Step(arguments: ["list", "open"]),
        Step(arguments: ["done", "42"], showsError: true),
        Step(arguments: ["clear"]),
        Step(arguments: ["import", "chores.txt"]),
        Step(arguments: ["list"]),
    ]

    /// The file the import step reads, written into the demo's directory.
    private static let chores = "Water the plants\nCall the plumber\n\nBook the train\n"

    let console: any Console
    /// Where the demo's executor logs its executions.
    var log = ExecutionLog.off
    /// Whether its import turns Ctrl-C into a stop of the import; `false` in tests, as for the presenter.
    var catchesInterrupts = true

    /// Runs the tour.
    ///
    /// - Returns: ``ExitCode/success``, or the status of the first step that went differently than planned.
    func run() async -> Int32 {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("todo-demo-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(Self.chores.utf8).write(to: directory.appendingPathComponent("chores.txt"))
        } catch {
            console.writeError("todo: the demo could not prepare its directory: \(error.localizedDescription)")
            return ExitCode.failure
        }
        let previousDirectory = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(directory.path) else {
            console.writeError("todo: the demo could not work from its directory, \(directory.path).")
            return ExitCode.failure
        }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previousDirectory) }
        let gateway = JSONFileTodoGateway(fileURL: directory.appendingPathComponent("todo.json"))
        let presenter = TodoPresenter(
            executor: log.makeExecutor(gateway: gateway), console: console, log: log,
            catchesInterrupts: catchesInterrupts)

        console.write("A tour of todo on a throwaway list; your own list is not touched.")
        for step in Self.steps {
            console.write("")
            console.write("$ todo " + step.arguments.map(Self.quotedIfNeeded).joined(separator: " "))
            let status = await presenter.run(step.arguments)
            if (status == ExitCode.success) == step.showsError {
                console.writeError("todo: the demo did not go as planned (exit status \(status)).")
                return status == ExitCode.success ? ExitCode.failure : status
            }
        }
        console.write("")
        console.write("Now keep your own list: todo add <title>, todo list, todo done <id>, todo help.")
        return ExitCode.success
    }

    private static func quotedIfNeeded(_ argument: String) -> String {
        argument.contains(" ") ? "\"\(argument)\"" : argument
    }
}
