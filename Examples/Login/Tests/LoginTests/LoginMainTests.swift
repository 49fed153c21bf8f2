import ExampleSupport
import Testing

@testable import login

/// `login`'s command line: parsed like the other examples', and a password never printed.
@Suite @MainActor struct LoginMainTests {
    @Test(
        arguments: [
            ([], LoginInvocation.demo),
            (["--help"], .help),
            (["help"], .help),
            (["ada@example.com", "p&ss"], .attempt(email: "ada@example.com", password: "p&ss")),
            (["ada@example.com", "-s3cret"], .attempt(email: "ada@example.com", password: "-s3cret")),
        ] as [([String], LoginInvocation)])
    func parsesWhatItUnderstands(arguments: [String], expected: LoginInvocation) throws {
        #expect(try LoginInvocation(parsing: arguments) == expected)
    }

    @Test(arguments: [
        (["ada@example.com"], "Missing the password after 'ada@example.com'."),
        (["a", "b", "extra"], "Unexpected argument 'extra' after the email and the password."),
        (["--foo", "pw"], "Unknown option '--foo'."),
    ])
    func rejectsOtherCommandLinesWithUsageAndCode64(arguments: [String], message: String) async {
        let console = RecordingConsole()
        #expect(await ExampleProgram.run(arguments, named: "login", console: console, LoginMain.run) == ExitCode.usage)
        #expect(console.errorLines == ["login: \(message)", "Run 'login --help' to see the usage."])
        #expect(console.lines.isEmpty)
    }

    @Test func helpPrintsTheUsage() async {
        let console = RecordingConsole()
        #expect(
            await ExampleProgram.run(["--help"], named: "login", console: console, LoginMain.run) == ExitCode.success)
        #expect(console.lines == [LoginInvocation.usage])
    }

    @Test func theDemoNeverPrintsAPassword() async {
        let console = RecordingConsole()
        #expect(await ExampleProgram.run([], named: "login", console: console, LoginMain.run) == ExitCode.success)
        let printed = (console.lines + console.errorLines).joined(separator: "\n")
        #expect(printed.contains("Welcome, Ada!"))
        #expect(!printed.contains("lovelace"))
        #expect(!printed.contains("babbage"))
    }

    @Test func aFailedAttemptEndsWithCode1AndDoesNotPrintThePassword() async {
        let console = RecordingConsole()
        #expect(
            await ExampleProgram.run(["ada@example.com", "s3cr3t"], named: "login", console: console, LoginMain.run)
                == ExitCode.failure)
        #expect(!(console.lines + console.errorLines).joined().contains("s3cr3t"))
    }
}
