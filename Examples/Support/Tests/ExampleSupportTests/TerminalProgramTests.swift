import ExampleSupport
import Foundation
import Testing

/// Programs on a pseudo-terminal, as the terminal tests run them.
@Suite struct TerminalProgramTests {
    @Test func aWaitThatSeesTheProgramEndLeavesItsExitStatusForLater() async throws {
        let program = try TerminalProgram("/bin/sh", arguments: ["-c", "exit 3"])
        var info = siginfo_t()
        var waited: Int32
        repeat {
            waited = waitid(P_PID, id_t(program.pid), &info, WEXITED | WNOWAIT)  // Ended, and not reaped yet.
        } while waited != 0 && errno == EINTR
        try #require(waited == 0)
        var checks = 0
        // The first check fails, so the wait reaps the program, and the second, after it, passes.
        try await program.waitUntil("be checked twice") {
            checks += 1
            return checks == 2
        }
        #expect(checks == 2)
        #expect(try await program.exitStatus() == 3)
    }
}
