import ExampleSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `profile` in a terminal, as a user runs it: the terminal is never left raw, whatever signal ends or stops
/// the program, and a stop (Ctrl-Z) suspends it until it is continued (`fg`).
///
/// Each test runs the program on a pseudo-terminal and waits for it to take raw mode by reading the terminal's
/// settings: an outside process has no event to await. The one-minute limit ends a test whose program hangs.
#if os(Linux)
    @Suite(.serialized) struct ProfileTerminalTests {
        private let terminal: PseudoTerminal

        init() throws {
            terminal = try PseudoTerminal()
        }

        private var isRaw: Bool {
            get throws { try terminal.localModes() & tcflag_t(ICANON | ECHO) == 0 }
        }

        /// Starts `profile` on the terminal and waits until it has taken raw mode.
        private func startProfile(asJob: Bool = false) throws -> pid_t {
            let pid = try ChildProcess.start(
                try ProfileProcess.executableURL().path, arguments: [], in: terminal, asJob: asJob)
            try waitUntil { try isRaw }
            return pid
        }

        /// Polls `condition` every 10 ms, reading what the program printed meanwhile, until it holds; fails the
        /// test after 30 s.
        private func waitUntil(
            _ condition: () throws -> Bool, sourceLocation: SourceLocation = #_sourceLocation
        )
            throws
        {
            for _ in 0..<3_000 {
                terminal.readPrinted()
                if try condition() { return }
                usleep(10_000)
            }
            Issue.record(
                "The terminal did not reach the state awaited within 30 seconds.", sourceLocation: sourceLocation)
        }

        @Test(.timeLimit(.minutes(1)), arguments: [SIGTERM, SIGHUP])
        func aSignalThatEndsTheProgramLeavesTheTerminalAsItWas(signal: Int32) throws {
            let pid = try startProfile()
            kill(pid, signal)
            #expect(try ChildProcess.wait(pid) == 128 + signal)
            #expect(try !isRaw, "the terminal is back in canonical mode with echo")
            #expect(try terminal.localModes() & tcflag_t(ISIG) != 0)
        }

        @Test(.timeLimit(.minutes(1)))
        func ctrlCEndsTheProgramAndLeavesTheTerminalAsItWas() throws {
            let pid = try startProfile()
            terminal.type([0x03])
            #expect(try ChildProcess.wait(pid) == 128 + SIGINT)
            #expect(try !isRaw)
        }

        @Test(.timeLimit(.minutes(1)))
        func aStopSuspendsWithTheTerminalRestoredAndAContinueResumesInRawMode() throws {
            // As a shell runs it, so that it can stop: the SIGTSTP that Ctrl-Z makes the terminal send.
            let pid = try startProfile(asJob: true)
            kill(pid, SIGTSTP)
            #expect(try ChildProcess.waitUntilStoppedOrEnded(pid) == nil, "stopped, not ended")
            #expect(try !isRaw, "restored while suspended")

            kill(pid, SIGCONT)
            try waitUntil { try isRaw }
            terminal.type(Array("q".utf8))
            #expect(try ChildProcess.wait(pid) == 0)
            #expect(try !isRaw)
            #expect(String(decoding: terminal.readPrinted(), as: UTF8.self).contains("Bye."))
        }
    }
#endif
