import ExampleSupport
import Foundation
import Testing

/// `todo` writing into a pipe whose reader goes away early, as `todo list | head -1` in a shell: it ends as any
/// command-line tool does, quietly, with the status a shell gives `yes | head -1`.
@Suite struct TodoPipeTests {
    let home = TemporaryDirectory(named: "TodoEndToEndTests")

    private var todo: BuiltExecutable {
        get throws { try home.todo(listAt: home.file("todo.json")) }
    }

    /// Runs `pipeline` in bash, with `$TODO` the built executable, and returns the status of the pipeline's
    /// first command and what the whole pipeline wrote on standard error.
    private func statusOfFirstCommand(in pipeline: String) async throws -> (status: Int32, errorOutput: String) {
        var environment = try todo.environment ?? [:]
        environment["TODO"] = try todo.url.path
        let errors = home.file("stderr-\(UUID().uuidString)")
        let pid = try ChildProcess.start(
            "/bin/bash",
            arguments: ["-c", pipeline + "; exit ${PIPESTATUS[0]}"],
            environment: environment,
            outputPath: "/dev/null",
            errorPath: errors.path
        )
        let status = try await ChildProcess.exitStatus(of: pid)
        return (status, try home.text(of: errors))
    }

    @Test(arguments: ["head -1 >/dev/null", "grep -q .", "true"])
    func aReaderThatClosesThePipeEndsTodoQuietlyAsItEndsYes(reader: String) async throws {
        // About a megabyte to list, many times what a pipe buffers, so the reader is gone long before the last
        // line, whatever the scheduling: `todo` cannot finish writing into the pipe before the reader exits.
        let padding = String(repeating: "x", count: 200)
        let titles = home.file("titles.txt")
        try Data((1...5_000).map { "Title \($0) \(padding)" }.joined(separator: "\n").utf8).write(to: titles)
        #expect(try await todo.run(["import", titles.path]).status == 0)

        let yes = try await statusOfFirstCommand(in: "yes | \(reader)")
        let listed = try await statusOfFirstCommand(in: "\"$TODO\" list | \(reader)")

        #expect(yes.status == 128 + SIGPIPE)
        #expect(listed.status == yes.status)
        #expect(listed.errorOutput.isEmpty)
    }

    @Test func aChangeWhoseOutputNobodyReadsIsSavedQuietly() async throws {
        let added = try await statusOfFirstCommand(in: "\"$TODO\" add Quietly | true")
        #expect([0, 128 + SIGPIPE].contains(added.status))  // Whether `true` ended before `todo` wrote or after.
        #expect(added.errorOutput.isEmpty)
        #expect(try await todo.run(["list"]).output.contains("#1  Quietly"))
    }
}
