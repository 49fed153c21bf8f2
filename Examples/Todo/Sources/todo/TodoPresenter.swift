import ExampleSupport
import TodoCore
import UseCases

/// The command line's presenter: builds a request from a command, and prints the response.
///
/// It holds no logic of its own; every decision is a use case's. To show both call styles, `add`, `list`
/// and `clear` use `try await`, while `done`, `rename` and `delete` use `onComplete`/`onError`; `import`
/// streams, with `onElement` too.
@MainActor
final class TodoPresenter {
    private let executor: InteractorExecutor
    private let console: any Console
    private let log: ExecutionLog
    /// Whether `import` turns Ctrl-C into a stop of the import, which changes the process's handling of the
    /// interrupt while it runs; a test of the presenter, in a process of many tests, leaves it alone.
    private let catchesInterrupts: Bool
    /// Whether the command changed the list: what a message about a lost output says was saved.
    private(set) var changedTheList = false

    /// Creates a presenter.
    ///
    /// - Parameters:
    ///   - executor: An executor with the to-do use cases registered.
    ///   - console: Where to write.
    ///   - log: Where the executor that `demo` creates logs its executions.
    ///   - catchesInterrupts: Whether `import` turns Ctrl-C into a stop of the import; `false` in tests.
    init(executor: InteractorExecutor, console: any Console, log: ExecutionLog = .off, catchesInterrupts: Bool = true) {
        self.executor = executor
        self.console = console
        self.log = log
        self.catchesInterrupts = catchesInterrupts
    }

    /// Parses the arguments, runs the command, and prints the outcome.
    ///
    /// - Parameter arguments: The arguments after the program name.
    /// - Returns: The exit status (see ``ExitCode``).
    func run(_ arguments: [String]) async -> Int32 {
        let command: TodoCommand
        do throws(UsageError) {
            command = try TodoCommand(parsing: arguments)
        } catch {
            return ExampleProgram.refuseUsage(error.message, program: "todo", help: "help", console: console)
        }
        return await run(command)
    }

    /// Runs a parsed command and prints the outcome.
    ///
    /// - Parameter command: What to do.
    /// - Returns: The exit status (see ``ExitCode``).
    func run(_ command: TodoCommand) async -> Int32 {
        switch command {
        case .help:
            console.write(TodoCommand.usage)
            return ExitCode.success
        case .add(let title):
            return await add(title)
        case .list(let filter):
            return await list(filter)
        case .complete(let id):
            return await complete(id)
        case .rename(let id, let title):
            return await rename(id, to: title)
        case .delete(let id):
            return await delete(id)
        case .clearCompleted:
            return await clearCompleted()
        case .importFile(let path):
            return await importTodos(from: path)
        case .demo:
            return await TodoDemo(console: console, log: log, catchesInterrupts: catchesInterrupts).run()
        }
    }

    // MARK: - Commands that await the response

    private func add(_ title: String) async -> Int32 {
        do throws(InteractorError) {
            let response = try await executor.execute(AddTodoInteractor.Request(title: title))
            changedTheList = true
            console.write("Added #\(response.item.id): \(TerminalText.escaped(response.item.title))")
            return ExitCode.success
        } catch {
            return report(error)
        }
    }

    private func list(_ filter: TodoFilter) async -> Int32 {
        do throws(InteractorError) {
            let response = try await executor.execute(ListTodosInteractor.Request(filter: filter))
            let width = String(response.items.map(\.id).max() ?? 0).count
            let lines = response.items.map { item in
                let number = String(item.id)
                let padding = String(repeating: " ", count: width - number.count)
                return "\(item.isCompleted ? "[x]" : "[ ]") \(padding)#\(number)  \(TerminalText.escaped(item.title))"
            }
            console.write(lines: lines + [summary(of: response, filter: filter)])
            return ExitCode.success
        } catch {
            return report(error)
        }
    }

    private func clearCompleted() async -> Int32 {
        do throws(InteractorError) {
            let response = try await executor.execute(ClearCompletedTodosInteractor.Request())
            changedTheList = !response.removed.isEmpty
            switch response.removed.count {
            case 0: console.write("There were no completed to-dos to clear.")
            case 1: console.write("Cleared 1 completed to-do.")
            case let count: console.write("Cleared \(count) completed to-dos.")
            }
            return ExitCode.success
        } catch {
            return report(error)
        }
    }

    // MARK: - Commands that answer through onComplete and onError

    private func complete(_ id: Int) async -> Int32 {
        await whenAnswered { finish in
            executor.execute(CompleteTodoInteractor.Request(id: id)) { response in
                let item = response.item
                self.changedTheList = !response.wasAlreadyCompleted
                self.console.write(
                    response.wasAlreadyCompleted
                        ? "#\(item.id) was already done: \(TerminalText.escaped(item.title))"
                        : "Done #\(item.id): \(TerminalText.escaped(item.title))"
                )
                finish(ExitCode.success)
            } onError: { error in
                finish(self.report(error))
            }
        }
    }

    private func rename(_ id: Int, to title: String) async -> Int32 {
        await whenAnswered { finish in
            executor.execute(RenameTodoInteractor.Request(id: id, title: title)) { response in
                self.changedTheList = response.previousTitle != response.item.title
                let previous = TerminalText.escaped(response.previousTitle)
                self.console.write(
                    "Renamed #\(response.item.id): \(previous) -> \(TerminalText.escaped(response.item.title))")
                finish(ExitCode.success)
            } onError: { error in
                finish(self.report(error))
            }
        }
    }

    private func delete(_ id: Int) async -> Int32 {
        await whenAnswered { finish in
            executor.execute(DeleteTodoInteractor.Request(id: id)) { response in
                self.changedTheList = true
                self.console.write("Deleted #\(response.item.id): \(TerminalText.escaped(response.item.title))")
                finish(ExitCode.success)
            } onError: { error in
                finish(self.report(error))
            }
        }
    }

    // MARK: - The command that streams

    /// Imports the lines of a file, showing the progress, until the import ends or Ctrl-C stops it.
    ///
    /// Ctrl-C, from the moment the command starts, cancels the import's task (or keeps it from starting):
    /// the use case stops, keeping the batches it stored, and the task ends once it has, so the list is final
    /// when it is counted, before `todo` exits. The count is the list's, before and after: true whatever
    /// else changed the list meanwhile, such as another `todo`.
    private func importTodos(from path: String) async -> Int32 {
        let run = ImportRun()
        let interruption = catchesInterrupts ? Interruption { run.interrupt() } : nil
        defer { interruption?.end() }
        let titles: [String]
        do throws(ImportFile.Failure) {
            titles = try ImportFile.lines(at: path)
        } catch {
            console.writeError("todo: \(error.message)")
            return ExitCode.failure
        }
        let source = path == "-" ? "standard input" : path
        let countBefore = await itemCount()
        // A bar drawn in place would be broken by the log's lines on standard error.
        let progress = ImportProgressView(console: console, redraws: !log.isOn)
        let importing = executor.execute(ImportTodosInteractor.Request(titles: titles)) { step in
            progress.show(step)
        } onComplete: { response in
            run.outcome = .success(response)
        } onError: { error in
            run.outcome = .failure(error)
        }
        run.started(importing)
        await importing.value  // Ends once the use case has ended, even after Ctrl-C or a timeout.

        switch run.outcome {
        case .success(let response)?:
            changedTheList = response.added > 0
            let skipped =
                response.skipped == 0
                ? "" : " (\(response.skipped) blank line\(response.skipped == 1 ? "" : "s") skipped)"
            console.write("Imported \(response.added) to-do\(response.added == 1 ? "" : "s") from \(source)\(skipped).")
            return ExitCode.success
        case .failure(let error)? where error.code == .cancelled:
            console.writeError("todo: Stopped by Ctrl-C. \(await listSummary(before: countBefore))")
            return ExitCode.interrupted
        case .failure(let error)?:
            let status = report(error)
            console.writeError("todo: \(await listSummary(before: countBefore))")
            return status
        case nil:
            return report(InteractorError(message: "The import ended without an answer."))
        }
    }

    /// How many items the list holds, or `nil` when it cannot be read.
    private func itemCount() async -> Int? {
        guard let listed = try? await executor.execute(ListTodosInteractor.Request(filter: .all)) else { return nil }
        return listed.openCount + listed.doneCount
    }

    /// What an import that did not finish left: how many items the list holds now, against before.
    private func listSummary(before: Int?) async -> String {
        guard let after = await itemCount() else {
            return "The list could not be read to count what was added; each to-do added is whole."
        }
        let holds = "The list holds \(after) to-do\(after == 1 ? "" : "s")"
        guard let before else { return holds + "; each to-do added is whole." }
        let change = after > before ? "\(after - before) more than" : "\(before - after) fewer than"
        let difference = after == before ? "as many as before the import" : "\(change) before it"
        return "\(holds), \(difference); each to-do added is whole."
    }

    /// Starts an execution that answers through closures, and suspends until one of them called `finish`.
    ///
    /// An app with a run loop would simply return after `execute`; a command-line tool must not exit
    /// before the answer arrives, which for an `async` interactor is after `execute` returned.
    private func whenAnswered(_ start: (_ finish: @escaping (Int32) -> Void) -> Void) async -> Int32 {
        await withCheckedContinuation { continuation in
            start { status in continuation.resume(returning: status) }
        }
    }

    // MARK: - Output

    private func report(_ error: InteractorError) -> Int32 {
        console.writeError("todo: \(Self.message(for: error))")
        return ExitCode.failure
    }

    /// What the user reads about `error`: its message, in the command line's words where the message is the
    /// library's, which names the request's type.
    ///
    /// - Parameter error: How a use case failed.
    /// - Returns: The text after `todo: `.
    static func message(for error: InteractorError) -> String {
        guard error.code == .timedOut else { return error.message }
        let seconds = TodoLogic.timeLimit.components.seconds
        return "The command took longer than its time limit of \(seconds) seconds, and was stopped: the disk may "
            + "be slow, or the list held by a todo that does not move on. Each change is whole: the list holds it, "
            + "or not at all."
    }

    private func summary(of response: ListTodosInteractor.Response, filter: TodoFilter) -> String {
        let total = response.openCount + response.doneCount
        if total == 0 {
            return "Nothing to do yet. Add a to-do with: todo add <title>"
        }
        let counts = "\(total) to-do\(total == 1 ? "" : "s"): \(response.openCount) open, \(response.doneCount) done."
        guard response.items.isEmpty else { return counts }
        return "No \(filter == .open ? "open" : "done") to-dos. \(counts)"
    }
}

/// An import on its way: the task that consumes it, which Ctrl-C cancels, and how it ended.
@MainActor
private final class ImportRun {
    var outcome: Result<ImportTodosInteractor.Response, InteractorError>?
    private var task: Task<Void, Never>?
    private var isInterrupted = false

    /// Ctrl-C: cancels the import, or, before it started, has it cancelled when it starts.
    func interrupt() {
        isInterrupted = true
        task?.cancel()
    }

    /// The import started, consumed by `task`.
    func started(_ task: Task<Void, Never>) {
        self.task = task
        if isInterrupted {
            task.cancel()
        }
    }
}
