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
}
