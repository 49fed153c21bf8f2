import ExampleSupport
import Testing

@testable import profile

/// How `profile` reads its command line.
@Suite struct ProfileInvocationTests {
    @Test(arguments: [
        ([], ProfileInvocation.interactive),
        (["demo"], .demo),
        (["--help"], .help),
        (["-h"], .help),
        (["help"], .help),
    ])
    func parsesWhatToRun(arguments: [String], expected: ProfileInvocation) throws {
        #expect(try ProfileInvocation(parsing: arguments) == expected)
    }

    @Test(arguments: [
        (["frob"], "Unknown argument 'frob'."),
        (["demo", "now"], "Unexpected argument 'now' after 'demo'."),
    ])
    func refusesWhatItDoesNotKnow(arguments: [String], message: String) {
        #expect(throws: UsageError(message: message)) {
            try ProfileInvocation(parsing: arguments)
        }
    }

    @Test @MainActor func anUnknownArgumentExitsWithTheUsageStatus() async {
        let console = RecordingConsole()
        #expect(await ExampleProgram.run(["frob"], named: "profile", console: console, ProfileMain.run) == 64)
        #expect(console.errorLines == ["profile: Unknown argument 'frob'.", "Run 'profile --help' to see the usage."])
        #expect(console.lines.isEmpty)
    }
}
