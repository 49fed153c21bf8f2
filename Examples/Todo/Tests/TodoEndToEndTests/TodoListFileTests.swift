import ExampleSupport
import Foundation
import Testing

/// What `todo` does to the list's file, and to its output, when several run at once, when one is
/// interrupted, and when the file or the output is not what it expects.
@Suite struct TodoListFileTests {
    let home = TemporaryDirectory(named: "TodoEndToEndTests")

    private var todoFile: URL { home.todoFile }
    private var lists: URL { todoFile.deletingLastPathComponent() }
    private var todo: BuiltExecutable { get throws { try home.todo } }

    /// Writes a list file with these numbers, titled "Item <number>".
    private func writeList(numbers: [Int]) throws {
        try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
        let items = numbers.map {
            #"{"id": \#($0), "title": "Item \#($0)", "createdAt": "2026-01-01T00:00:00Z"}"#
        }
        try Data(#"{"version": 1, "items": [\#(items.joined(separator: ", "))]}"#.utf8).write(to: todoFile)
    }

    /// The numbers of the items `todo list` shows.
    private func listedNumbers() async throws -> [Int] {
        let listed = try await todo.run(["list"])
        #expect(listed.status == 0, "\(listed.errorOutput)")
        return listed.output.split(separator: "\n").compactMap { line in
            line.split(separator: "#").dropFirst().first?.split(separator: " ").first.flatMap { Int($0) }
        }
    }

    private func temporaryFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: lists.path)) ?? []).filter { $0.hasSuffix(".tmp") }
    }

    // MARK: Nothing lost between processes

    @Test func twentyConcurrentAddsKeepTwentyItemsWithDistinctNumbers() async throws {
        var statuses: [Int32] = []
        for process in try (1...20).map({ try todo.start(["add", "item \($0)"]) }) {
            statuses.append(try await ChildProcess.exitStatus(of: process))
        }
        #expect(statuses.allSatisfy { $0 == ExitCode.success }, "\(statuses)")
        let numbers = try await listedNumbers()
        #expect(numbers.count == 20)
        #expect(Set(numbers) == Set(1...20))
    }

    @Test(arguments: [[-5], [0], [3, 3]])
    func numbersThatAreNotPositiveAndDistinctAreReportedInTheUsersWords(numbers: [Int]) async throws {
        try writeList(numbers: numbers)
        let added = try await todo.run(["add", "y"])
        #expect(added.status == ExitCode.failure)
        #expect(added.errorOutput.contains("cannot be used"))
        #expect(
            added.errorOutput.contains(numbers.count == 2 ? "two to-dos have the number 3" : "to-do numbers start at 1")
        )
        #expect(!added.errorOutput.contains("plugin"))
    }

    @Test func aMemberTodoDoesNotKnowIsRefusedNotDropped() async throws {
        try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
        let list =
            #"{"version": 1, "items": [{"id": 1, "title": "A", "createdAt": "2026-01-01T00:00:00Z", "tag": "x"}]}"#
        try Data(list.utf8).write(to: todoFile)
        let added = try await todo.run(["add", "B"])
        #expect(added.status == ExitCode.failure)
        #expect(added.errorOutput.contains("items[0] has a member 'tag' that this todo does not know"))
        #expect(try Data(contentsOf: todoFile) == Data(list.utf8))
    }

    // MARK: The file as the user left it

    @Test func theListKeepsItsPermissions() async throws {
        _ = try await todo.run(["add", "first"])
        chmod(todoFile.path, 0o600)
        #expect(try await todo.run(["add", "second"]).status == 0)
        var info = stat()
        stat(todoFile.path, &info)
        #expect(info.st_mode & 0o777 == 0o600)
    }

    @Test(.enabled(if: getuid() == 0, "Only root may give a file to another user and group"))
    func theListKeepsItsOwnerAndGroup() async throws {
        _ = try await todo.run(["add", "first"])
        try #require(chown(todoFile.path, 4_321, 8_765) == 0, "This system gives no file to user 4321 and group 8765")
        #expect(try await todo.run(["add", "second"]).status == 0)
        var info = stat()
        try #require(stat(todoFile.path, &info) == 0)
        #expect(info.st_uid == 4_321)
        #expect(info.st_gid == 8_765)
    }

    @Test func aListThatIsALinkIsChangedAtItsTarget() async throws {
        let target = home.file("real.json")
        try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: todoFile.path, withDestinationPath: "../real.json")
        #expect(try await todo.run(["add", "via the link"]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: todoFile.path) == "../real.json")
        #expect(String(decoding: try Data(contentsOf: target), as: UTF8.self).contains("via the link"))
        #expect(try await listedNumbers() == [1])
    }

    @Test func aReadOnlyListIsNotChanged() async throws {
        _ = try await todo.run(["add", "keep me"])
        chmod(todoFile.path, 0o444)
        let before = try Data(contentsOf: todoFile)
        let added = try await todo.run(["add", "not me"])
        #expect(added.status == ExitCode.failure)
        #expect(added.errorOutput.contains("is read-only, so nothing was changed"))
        #expect(try Data(contentsOf: todoFile) == before)
    }

    @Test func aTemporaryFileAnInterruptedWriteLeftIsRemovedByTheNextChange() async throws {
        _ = try await todo.run(["add", "first"])
        let leftover = lists.appendingPathComponent(".todo.json.\(UUID().uuidString).tmp")
        try Data("half a list".utf8).write(to: leftover)
        #expect(try await todo.run(["add", "second"]).status == 0)
        #expect(temporaryFiles().isEmpty)
    }

    @Test func aWriteKilledAtAnyMomentLeavesTheOldListOrTheNewOne() async throws {
        try writeList(numbers: Array(1...20_000))
        // How long one add takes here (longer under the sanitizers), so that the kills spread over all of
        // it, the write among the rest.
        let start = ContinuousClock.now
        #expect(try await todo.run(["add", "timed"]).status == 0)
        let (seconds, attoseconds) = (ContinuousClock.now - start).components
        let microseconds = max(1_000, seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
        var count = 20_001
        var interruptedWrites = 0
        var generator = SystemRandomNumberGenerator()
        for round in 0..<10 {
            let process = try todo.start(["add", "round \(round)"])
            try await Task.sleep(for: .microseconds(Int64.random(in: 0...microseconds, using: &generator)))
            kill(process, SIGKILL)
            _ = try await ChildProcess.exitStatus(of: process)
            interruptedWrites += temporaryFiles().isEmpty ? 0 : 1
            let numbers = try await listedNumbers()
            #expect(numbers.count == count || numbers.count == count + 1, "round \(round): \(numbers.count) items")
            count = numbers.count
        }
        #expect(try await todo.run(["add", "last"]).status == 0)
        #expect(temporaryFiles().isEmpty, "the next change removed what \(interruptedWrites) interrupted write(s) left")
    }

    // MARK: A failing output

    #if os(Linux)
        @Test func aFullDiskForTheOutputEndsWithItsOwnCodeAndSaysTheChangeWasSaved() async throws {
            let added = try await todo.run(["add", "y"], output: .file("/dev/full"))
            #expect(added.status == ExitCode.outputFailed)
            #expect(
                added.errorOutput
                    == "todo: could not write the output (No space left on device); the change was saved.\n")
            #expect(try await listedNumbers() == [1])
        }
    #endif

    @Test func aChangeWithItsOutputClosedIsSavedAndSaysSo() async throws {
        let added = try await todo.run(["add", "x"], output: .closed)
        #expect(added.status == ExitCode.outputFailed)
        #expect(added.errorOutput == "todo: could not write the output (Bad file descriptor); the change was saved.\n")
        #expect(try await listedNumbers() == [1])
    }

    // MARK: Titles

    @Test func controlCharactersInATitleArePrintedEscaped() async throws {
        _ = try await todo.run(["add", "two\nlines \u{1B}[31mred"])
        let listed = try await todo.run(["list"])
        #expect(listed.output.hasPrefix("[ ] #1  two\\nlines \\u{1B}[31mred\n"))
    }
}
