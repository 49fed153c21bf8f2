import ExampleSupport
import Foundation
import Testing
import TodoCore
import UseCaseSpy
import UseCases

@testable import todo

/// What `todo import` shows: the bar, the lines when output is not a terminal, the file's lines, and the
/// presenter's messages, against a spy that lets each progress step go in turn.
@Suite @MainActor struct ImportPresentationTests {
    @Test(arguments: [
        (0, 200, "[------------------------------]   0%  0/200 lines"),
        (100, 200, "[###############---------------]  50%  100/200 lines"),
        (200, 200, "[##############################] 100%  200/200 lines"),
        (0, 0, "[------------------------------]   0%  0/0 lines"),
    ])
    func theBarShowsHowFarTheImportGot(done: Int, total: Int, bar: String) {
        #expect(ImportProgressView.bar(ImportTodosInteractor.Progress(done: done, total: total)) == bar)
    }

    @Test(arguments: [
        ("", [String]()),
        ("one", ["one"]),
        ("one\ntwo\n", ["one", "two"]),
        ("one\r\ntwo\r\n", ["one", "two"]),
        ("one\n\ntwo", ["one", "", "two"]),
        ("\n", [""]),
    ])
    func aFileIsReadAsItsLines(text: String, lines: [String]) {
        #expect(ImportFile.lines(of: text) == lines)
    }

    @Test func aFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
        let directory = TemporaryDirectory(named: "TodoTests")
        let file = directory.file("big.txt")
        try Data(repeating: UInt8(ascii: "a"), count: 200_000).write(to: file)

        #expect(
            throws: ImportFile.Failure(message: "Cannot read \(file.path): it is larger than 100000 bytes; split it.")
        ) {
            try ImportFile.lines(at: file.path, limit: 100_000)
        }
        #expect(try ImportFile.lines(at: file.path, limit: 200_000).count == 1)
        #expect(ImportFile.largestSize == 64 << 20)
    }

    @Test func thePresenterShowsEachStepThenTheSummary() async throws {
        let directory = TemporaryDirectory(named: "TodoTests")
        let file = directory.file("titles.txt")
        try Data("Milk\n\nEggs\n".utf8).write(to: file)
        let console = RecordingConsole()

        await TestExecutor.run { test in
            let list = test.spy(for: ListTodosInteractor.Request.self)
            list.respond(with: ListTodosInteractor.Response(items: [], openCount: 0, doneCount: 0))
            let importing = test.spy(for: ImportTodosInteractor.Request.self)
            importing.hold()
            let presenter = TodoPresenter(executor: test.executor, console: console, catchesInterrupts: false)

            let running = Task { await presenter.run(["import", file.path]) }
            #expect(await importing.nextRequest() == ImportTodosInteractor.Request(titles: ["Milk", "", "Eggs"]))
            await importing.sendHeld(ImportTodosInteractor.Progress(done: 1, total: 3))
            #expect(console.lines == ["Read 1 of 3 lines."])
            await importing.sendHeld(ImportTodosInteractor.Progress(done: 3, total: 3))
            importing.completeHeld(with: ImportTodosInteractor.Response(added: 2, skipped: 1))

            #expect(await running.value == ExitCode.success)
            #expect(console.lines.last == "Imported 2 to-dos from \(file.path) (1 blank line skipped).")
            #expect(list.requests.count == 1, "the count before, kept for a Ctrl-C")
        }
    }

    @Test func thePresenterReportsAFailedImport() async throws {
        let directory = TemporaryDirectory(named: "TodoTests")
        let file = directory.file("titles.txt")
        try Data("Milk\n".utf8).write(to: file)
        let console = RecordingConsole()

        await TestExecutor.run { test in
            let list = test.spy(for: ListTodosInteractor.Request.self)
            list.respond(with: ListTodosInteractor.Response(items: [], openCount: 0, doneCount: 0))
            let importing = test.spy(for: ImportTodosInteractor.Request.self)
            importing.fail(with: InteractorError(message: "The disk is full.", code: .todoStorageFailed))

            let status = await TodoPresenter(executor: test.executor, console: console, catchesInterrupts: false).run([
                "import", file.path,
            ])

            #expect(status == ExitCode.failure)
            #expect(
                console.errorLines == [
                    "todo: The disk is full.",
                    "todo: The list holds 0 to-dos, as many as before the import; each to-do added is whole.",
                ])
            #expect(importing.requests.count == 1)
            #expect(list.requests.count == 2, "before and after")
        }
    }
}
