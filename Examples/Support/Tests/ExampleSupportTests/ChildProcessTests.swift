import ExampleSupport
import Foundation
import Testing

/// Child processes, as the end-to-end tests start them.
@Suite struct ChildProcessTests {
    private let output = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        .path

    /// Starts `executable` and waits for its end.
    private func run(_ executable: String, _ arguments: [String], input: [UInt8]? = nil) async throws -> Int32 {
        try await ChildProcess.exitStatus(
            of: ChildProcess.start(
                executable, arguments: arguments, input: input, outputPath: output, errorPath: "/dev/null"))
    }

    @Test func theWaitReturnsTheExitStatus() async throws {
        defer { unlink(output) }
        #expect(try await run("/bin/sh", ["-c", "exit 3"]) == 3)
    }

    @Test func theInputReachesTheProgramAndItsOutputTheFile() async throws {
        defer { unlink(output) }
        #expect(try await run("/bin/cat", [], input: Array("typed\n".utf8)) == 0)
        #expect(FileManager.default.contents(atPath: output) == Data("typed\n".utf8))
    }

    @Test func aProgramEndedByASignalReturns128PlusItsNumber() async throws {
        let pid = try ChildProcess.start("/bin/sleep", arguments: ["60"], outputPath: nil, errorPath: "/dev/null")
        kill(pid, SIGKILL)
        #expect(try await ChildProcess.exitStatus(of: pid) == 128 + SIGKILL)
    }

    @Test func aProgramThatDoesNotExistIsAFailure() async {
        await #expect(throws: ChildProcess.Failure.self) {
            try await run("/no/such/program", [])
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
