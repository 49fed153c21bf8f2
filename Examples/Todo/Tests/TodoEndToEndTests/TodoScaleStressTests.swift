import ExampleSupport
import Foundation
import Testing

/// `todo` on lists of real sizes, and many `todo` at once: a stress test, run on demand with a release build,
/// as `Benchmarks/README.md` says, since it takes a minute:
///
/// ```sh
/// swift build -c release --product todo
/// TODO_STRESS=1 TODO_EXECUTABLE=$PWD/.build/release/todo swift test --filter TodoScaleStressTests
/// ```
///
/// It prints the median times it measures, and checks counts only: every item kept, none twice.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TODO_STRESS"] != nil), .serialized)
struct TodoScaleStressTests {
    let home = TemporaryDirectory(named: "TodoEndToEndTests")

    private func todo(_ name: String) throws -> BuiltExecutable {
        try home.todo(listAt: home.file(name))
    }

    /// The path of a new file with these lines.
    private func file(of lines: [String]) throws -> String {
        let url = home.file("titles-\(UUID().uuidString).txt")
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        return url.path
    }

    /// A list of `count` open items, imported.
    private func list(named name: String, count: Int) async throws -> BuiltExecutable {
        let todo = try todo(name)
        let imported = try await todo.run(["import", try file(of: (1...count).map { "Item \($0)" })])
        #expect(imported.status == 0, "\(imported.errorOutput)")
        return todo
    }

    /// The median time of `runs` runs of `arguments(run)`, in milliseconds, each run checked to succeed.
    private func medianMilliseconds(
        _ todo: BuiltExecutable, runs: Int = 7, _ arguments: (Int) -> [String]
    ) async throws -> Double {
        var times: [Double] = []
        for run in 0..<runs {
            let start = ContinuousClock.now
            let outcome = try await todo.run(arguments(run))
            let elapsed = ContinuousClock.now - start
            #expect(outcome.status == 0, "\(outcome.errorOutput)")
            times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        }
        return times.sorted()[runs / 2]
    }

    @Test func addDoneAndListOnAHundredThousandItemsAgainstTen() async throws {
        for count in [10, 100_000] {
            let todo = try await list(named: "list-\(count).json", count: count)
            let add = try await medianMilliseconds(todo) { ["add", "Added \($0)"] }
            let done = try await medianMilliseconds(todo) { ["done", "\($0 + 1)"] }
            let list = try await medianMilliseconds(todo) { _ in ["list"] }
            print("todo on \(count) items: add \(add) ms, done \(done) ms, list \(list) ms (medians of 7)")
            let listed = try await todo.run(["list"])
            #expect(listed.output.hasSuffix("\(count + 7) to-dos: \(count) open, 7 done.\n"))
        }
    }

    @Test func twoHundredThousandLinesImportIntoTenThousandItems() async throws {
        let todo = try await list(named: "import.json", count: 10_000)
        let titles = try file(of: (1...200_000).map { "Imported \($0)" })
        let start = ContinuousClock.now
        let imported = try await todo.run(["import", titles])
        print("todo import of 200,000 lines into 10,000 items: \(ContinuousClock.now - start)")
        #expect(imported.status == 0, "\(imported.errorOutput)")
        #expect(try await todo.run(["list"]).output.hasSuffix("210000 to-dos: 210000 open, 0 done.\n"))
    }

    @Test func twoHundredConcurrentAddsAreAllKept() async throws {
        let todo = try await list(named: "concurrent.json", count: 1_000)
        let start = ContinuousClock.now
        let processes = try (1...200).map { number in
            try todo.start(
                ["add", "Concurrent \(number)"], errorPath: home.file("err-\(number)").path)
        }
        var failures: [String] = []
        for (index, process) in processes.enumerated() {
            if try await ChildProcess.exitStatus(of: process) != 0 {
                failures.append(try home.text(of: home.file("err-\(index + 1)")))
            }
        }
        print("200 concurrent todo add on 1,000 items: \(ContinuousClock.now - start), \(failures.count) refused")
        #expect(failures.isEmpty, "\(failures.prefix(3))")
        let listed = try await todo.run(["list"]).output
        #expect(listed.hasSuffix("1200 to-dos: 1200 open, 0 done.\n"))
        #expect(Set(listed.split(separator: "\n").filter { $0.contains("Concurrent") }).count == 200)
    }
}
