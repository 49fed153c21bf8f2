import ExampleSupport
import Foundation
import Testing

/// `todo import` as a user runs it: plain progress lines into a file, a bar on a terminal, and Ctrl-C, which
/// stops it leaving every to-do it added whole.
///
/// The interrupting tests send the interrupt once the first progress has been printed, while the import of
/// 20,000 lines has some fifty batches left, each a write of the list's file (or of more lines, when the
/// test run stalled past the import's end). Every wait holds no thread of the test run's few (a child is slow
/// under a sanitizer), and has a limit (30 seconds for the progress, three minutes for the end), after which the
/// test fails and kills the program.
@Suite struct TodoImportTests {
    let home = TemporaryDirectory(named: "TodoEndToEndTests")

    private var todoFile: URL { home.todoFile }
    private var todo: BuiltExecutable { get throws { try home.todo } }

    /// Writes `lines` as a file in the home directory, and returns its path.
    private func writeFile(_ lines: [String], named name: String = "titles.txt") throws -> String {
        let url = home.file(name)
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: url)
        return url.path
    }

    /// The titles of the list's items, in order, read from the file itself.
    private func storedTitles() throws -> [String] {
        let data = try Data(contentsOf: todoFile)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let items = object?["items"] as? [[String: Any]] ?? []
        return items.compactMap { $0["title"] as? String }
    }

    @Test func importsEachLinePrintingTheProgressAsLinesIntoAFile() async throws {
        let path = try writeFile(["Milk", "", "  Eggs  ", "Bread"])

        let imported = try await todo.run(["import", path])

        #expect(imported.status == 0, "\(imported.errorOutput)")
        #expect(
            imported.output
                == "Read 1 of 4 lines.\nRead 2 of 4 lines.\nRead 3 of 4 lines.\nRead 4 of 4 lines.\n"
                + "Imported 3 to-dos from \(path) (1 blank line skipped).\n")
        #expect(try storedTitles() == ["Milk", "Eggs", "Bread"])
    }

    @Test func importsStandardInputForADash() async throws {
        let imported = try await todo.run(["import", "-"], input: "One\r\nTwo")

        #expect(imported.status == 0, "\(imported.errorOutput)")
        #expect(imported.output.hasSuffix("Imported 2 to-dos from standard input.\n"))
        #expect(try storedTitles() == ["One", "Two"])
    }

    @Test func aFileThatCannotBeReadChangesNothing() async throws {
        let missing = try await todo.run(["import", home.file("missing.txt").path])
        #expect(missing.status == 1)
        #expect(missing.errorOutput.hasSuffix("missing.txt: No such file or directory.\n"))

        let path = home.file("binary.txt")
        try Data([0xFF, 0xFE, 0x00]).write(to: path)
        let binary = try await todo.run(["import", path.path])
        #expect(binary.status == 1)
        #expect(binary.errorOutput.hasSuffix("binary.txt: it is not UTF-8 text.\n"))
        #expect(!FileManager.default.fileExists(atPath: todoFile.path))
    }

    @Test func anInterruptStopsItLeavingTheToDosAddedSoFarWhole() async throws {
        let output = home.file("import-output")
        let errors = home.file("import-errors")
        try await interruptingAnImport { path in
            let pid = try todo.start(["import", path], outputPath: output.path, errorPath: errors.path)
            try await waitUntil(pid: pid) { try home.text(of: output).contains("Read ") }
            kill(pid, SIGINT)
            return (try await ChildProcess.exitStatus(of: pid), try home.text(of: errors))
        } check: { status, message, lines in
            #expect(status == 130)
            let stored = try storedTitles()
            #expect(
                message == "todo: Stopped by Ctrl-C. The list holds \(stored.count) to-dos, \(stored.count) more than "
                    + "before it; each to-do added is whole.\n")
            #expect(stored == Array(lines.prefix(stored.count)), "the first lines, in order, each whole")
            #expect(stored.count < lines.count, "stopped before the end")
        }
    }

    #if os(Linux)
        @Test func onATerminalItDrawsABarInPlaceAndCtrlCStopsIt() async throws {
            try await interruptingAnImport { path in
                let todo = try TerminalProgram(
                    try todo.url.path, arguments: ["import", path], environment: try todo.environment)
                try await todo.waitUntil("draw its bar") { todo.printedText.contains("%") }
                todo.type("\u{03}")  // Ctrl-C, which the terminal turns into an interrupt.
                return (try await todo.exitStatus(limitInSeconds: 180), todo.printedText)
            } check: { status, text, _ in
                #expect(status == 130, "\(text)")
                #expect(text.contains("\r\u{1B}[2K[---"), "the bar, drawn again from the start of the line")
                let count = try storedTitles().count
                #expect(
                    text.contains("Stopped by Ctrl-C. The list holds \(count) to-dos, \(count) more than before it"))
                #expect(!text.contains("Read 1 of"), "no plain progress lines on a terminal")
            }
        }
    #endif

    /// Imports a file of numbered titles into an empty list with `run`, which interrupts the import and returns
    /// its exit status and what it printed, then checks the outcome with `check`.
    ///
    /// An import that stored every line tests nothing: the test run can stall for longer than the import
    /// takes (under a sanitizer, say), so that the interrupt reaches `todo` after its last batch, or after it
    /// ended. Then the list is emptied and the import runs once more with ten times the lines; a second import
    /// that stores every line fails the test.
    private func interruptingAnImport(
        _ run: (_ path: String) async throws -> (status: Int32, printed: String),
        check: (_ status: Int32, _ printed: String, _ lines: [String]) throws -> Void
    ) async throws {
        for count in [20_000, 200_000] {
            let lines = (1...count).map { "Task \($0)" }
            let (status, printed) = try await run(try writeFile(lines))
            if (try? storedTitles().count) == lines.count {
                try FileManager.default.removeItem(at: todoFile)
                continue
            }
            try check(status, printed, lines)
            return
        }
        let reason = "the interrupt came after the import each time, or todo did not act on it"
        Issue.record("Both imports, of 20,000 and 200,000 lines, stored every line: \(reason).")
    }

    /// Polls `condition` every 10 ms until it holds; after 30 seconds, or when the test is cancelled, kills
    /// `pid` and throws, so that the test signals no process that has ended and leaves none running.
    private func waitUntil(
        pid: pid_t, _ condition: () throws -> Bool
    ) async throws {
        do {
            for _ in 0..<3_000 {
                if try condition() { return }
                try await Task.sleep(nanoseconds: 10_000_000)
            }
            throw ChildProcess.Failure(saying: "todo did not print its progress within 30 seconds, and was killed.")
        } catch {
            ChildProcess.killAndReap(pid)
            throw error
        }
    }
}
