import ExampleSupport
import Foundation
import Testing

/// Child processes, as the end-to-end tests start them.
@Suite struct ChildProcessTests {
    @Test func aProgramEndedByASignalReturns128PlusItsNumber() async throws {
        let pid = try ChildProcess.start("/bin/sleep", arguments: ["60"], outputPath: nil, errorPath: "/dev/null")
        kill(pid, SIGKILL)
        #expect(try await ChildProcess.exitStatus(of: pid) == 128 + SIGKILL)
    }

    @Test func aProgramThatDoesNotExistIsAFailure() {
        #expect(throws: ChildProcess.Failure.self) {
            try ChildProcess.start("/no/such/program", arguments: [], outputPath: nil, errorPath: "/dev/null")
        }
    }

    @Test func aProgramThatOutlastsItsLimitIsKilledAndTheWaitSaysSo() async throws {
        let pid = try ChildProcess.start("/bin/sleep", arguments: ["60"], outputPath: nil, errorPath: "/dev/null")
        await #expect {
            try await ChildProcess.exitStatus(of: pid, limitInSeconds: 1)
        } throws: {
            "\($0)" == "process \(pid) was killed, as it did not end within 1 seconds"
        }
    }

    @Test func cancellingTheWaitKillsTheProgram() async throws {
        let pid = try ChildProcess.start("/bin/sleep", arguments: ["60"], outputPath: nil, errorPath: "/dev/null")
        let wait = Task { try await ChildProcess.exitStatus(of: pid) }
        wait.cancel()
        await #expect {
            try await wait.value
        } throws: {
            "\($0)" == "process \(pid) was killed, as the task waiting for it was cancelled"
        }
    }
}
