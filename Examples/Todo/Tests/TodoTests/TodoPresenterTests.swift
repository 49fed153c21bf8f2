import ExampleSupport
import Testing
import TodoCore
import UseCaseSpy
import UseCases

@testable import todo

/// The command line's presenter against spies: which request each command builds, and what it prints.
///
/// Every test runs inside `TestExecutor.run`, an exhaustive executor whose end-of-test checks run when the
/// test ends, so a command that executed anything the test did not script and check fails the test.
@Suite @MainActor struct TodoPresenterTests {
    let console = RecordingConsole()

    private func presenter(_ test: TestExecutor) -> TodoPresenter {
        TodoPresenter(executor: test.executor, console: console, catchesInterrupts: false)
    }

    // MARK: - Commands that await

    @Test func addBuildsTheRequestAndPrintsTheNewItem() async {
        await TestExecutor.run { test in
            let add = test.spy(for: AddTodoInteractor.Request.self)
            add.respond(with: AddTodoInteractor.Response(item: .fixture(7, "Buy milk")))

            let status = await presenter(test).run(["add", "Buy", "milk"])

            #expect(add.requests == [AddTodoInteractor.Request(title: "Buy milk")])
            #expect(status == ExitCode.success)
            #expect(console.lines == ["Added #7: Buy milk"])
            #expect(console.errorLines.isEmpty)
        }
    }

    @Test func addPrintsTheUseCasesErrorOnStandardError() async {
        await TestExecutor.run { test in
            let add = test.spy(for: AddTodoInteractor.Request.self)
            add.fail(
                with: InteractorError(message: "A to-do needs a title that is not empty.", code: .invalidTodoTitle)
            )

            let status = await presenter(test).run(["add", " "])

            #expect(add.requests.map(\.title) == [" "])
            #expect(status == ExitCode.failure)
            #expect(console.lines.isEmpty)
            #expect(console.errorLines == ["todo: A to-do needs a title that is not empty."])
        }
    }

    @Test func listPrintsAlignedItemsAndTheCounts() async {
        await TestExecutor.run { test in
            let list = test.spy(for: ListTodosInteractor.Request.self)
            list.respond(
                with: ListTodosInteractor.Response(
                    items: [.fixture(9, "Nine", done: true), .fixture(10, "Ten")],
                    openCount: 1,
                    doneCount: 1
                )
            )

            let status = await presenter(test).run(["list"])

            #expect(list.requests == [ListTodosInteractor.Request(filter: .all)])
            #expect(status == ExitCode.success)
            #expect(console.lines == ["[x]  #9  Nine", "[ ] #10  Ten", "2 to-dos: 1 open, 1 done."])
        }
    }

    @Test(arguments: [
        (TodoFilter.all, 0, 0, "Nothing to do yet. Add a to-do with: todo add <title>"),
        (TodoFilter.open, 0, 2, "No open to-dos. 2 to-dos: 0 open, 2 done."),
        (TodoFilter.done, 1, 0, "No done to-dos. 1 to-do: 1 open, 0 done."),
    ])
    func listExplainsAnEmptyResult(filter: TodoFilter, openCount: Int, doneCount: Int, message: String) async {
        await TestExecutor.run { test in
            let list = test.spy(for: ListTodosInteractor.Request.self)
            list.respond(with: ListTodosInteractor.Response(items: [], openCount: openCount, doneCount: doneCount))

            _ = await presenter(test).run(["list", filter.rawValue])

            #expect(list.requests.map(\.filter) == [filter])
            #expect(console.lines == [message])
        }
    }

    @Test(arguments: [
        (0, "There were no completed to-dos to clear."),
        (1, "Cleared 1 completed to-do."),
        (3, "Cleared 3 completed to-dos."),
    ])
    func clearCountsWhatItRemoved(count: Int, message: String) async {
        await TestExecutor.run { test in
            let clear = test.spy(for: ClearCompletedTodosInteractor.Request.self)
            let removed = (0..<count).map { TodoItem.fixture($0 + 1, "Item", done: true) }
            clear.respond(with: ClearCompletedTodosInteractor.Response(removed: removed))

            #expect(await presenter(test).run(["clear"]) == ExitCode.success)
            #expect(clear.requests.count == 1)
            #expect(console.lines == [message])
        }
    }

    // MARK: - Commands that answer through onComplete and onError

    @Test(arguments: [(false, "Done #2: Walk the dog"), (true, "#2 was already done: Walk the dog")])
    func doneSaysWhetherTheItemWasAlreadyDone(wasAlreadyCompleted: Bool, message: String) async {
        await TestExecutor.run { test in
            let complete = test.spy(for: CompleteTodoInteractor.Request.self)
            let item = TodoItem.fixture(2, "Walk the dog", done: true)
            complete.respond(
                with: CompleteTodoInteractor.Response(item: item, wasAlreadyCompleted: wasAlreadyCompleted)
            )

            #expect(await presenter(test).run(["done", "2"]) == ExitCode.success)
            #expect(complete.requests == [CompleteTodoInteractor.Request(id: 2)])
            #expect(console.lines == [message])
        }
    }

    @Test func doneWaitsForAnAnswerThatComesLater() async {
        await TestExecutor.run { test in
            let complete = test.spy(for: CompleteTodoInteractor.Request.self)
            complete.hold()
            let presenter = presenter(test)

            let run = Task { await presenter.run(["done", "2"]) }
            #expect(await complete.nextRequest() == CompleteTodoInteractor.Request(id: 2))
            #expect(console.lines.isEmpty)

            let item = TodoItem.fixture(2, "Walk the dog", done: true)
            complete.completeHeld(with: CompleteTodoInteractor.Response(item: item, wasAlreadyCompleted: false))

            #expect(await run.value == ExitCode.success)
            #expect(console.lines == ["Done #2: Walk the dog"])
        }
    }

    @Test func renamePrintsTheOldAndTheNewTitle() async {
        await TestExecutor.run { test in
            let rename = test.spy(for: RenameTodoInteractor.Request.self)
            let renamed = TodoItem.fixture(3, "Walk the cat")
            rename.respond(with: RenameTodoInteractor.Response(item: renamed, previousTitle: "Walk the dog"))

            #expect(await presenter(test).run(["rename", "3", "Walk", "the", "cat"]) == ExitCode.success)
            #expect(rename.requests == [RenameTodoInteractor.Request(id: 3, title: "Walk the cat")])
            #expect(console.lines == ["Renamed #3: Walk the dog -> Walk the cat"])
        }
    }

    @Test func deleteReportsAnUnknownIdentifier() async {
        await TestExecutor.run { test in
            let delete = test.spy(for: DeleteTodoInteractor.Request.self)
            delete.fail(with: InteractorError(message: "There is no to-do #7.", code: .todoNotFound))

            #expect(await presenter(test).run(["rm", "7"]) == ExitCode.failure)
            #expect(delete.requests == [DeleteTodoInteractor.Request(id: 7)])
            #expect(console.lines.isEmpty)
            #expect(console.errorLines == ["todo: There is no to-do #7."])
        }
    }

    @Test func deletePrintsTheDeletedItem() async {
        await TestExecutor.run { test in
            let delete = test.spy(for: DeleteTodoInteractor.Request.self)
            delete.respond(with: DeleteTodoInteractor.Response(item: .fixture(4, "Old")))

            #expect(await presenter(test).run(["delete", "4"]) == ExitCode.success)
            #expect(delete.requests.count == 1)
            #expect(console.lines == ["Deleted #4: Old"])
        }
    }

    // MARK: - Commands that execute nothing

    @Test func badInputExecutesNothingAndExplainsItself() async {
        await TestExecutor.run { test in
            let status = await presenter(test).run(["finish", "2"])

            #expect(status == ExitCode.usage)
            #expect(console.lines.isEmpty)
            #expect(
                console.errorLines == ["todo: Unknown command 'finish'.", "Run 'todo help' to see the usage."]
            )
        }
    }

    @Test func helpPrintsTheUsage() async {
        await TestExecutor.run { test in
            #expect(await presenter(test).run(["help"]) == ExitCode.success)
            #expect(console.lines == [TodoCommand.usage])
        }
    }
}
