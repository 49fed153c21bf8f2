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
/// settings: an outside process has no event to await. Every wait polls with a limit of 30 seconds, after
/// which the test fails and kills the program, so that a program that hangs cannot hang the run.
#if os(Linux)
    @Suite(.serialized) final class ProfileTerminalTests {
        private let terminal: PseudoTerminal
        /// Everything the program printed so far, shown when it ends otherwise than a test expects.
        private var printed: [UInt8] = []

        init() throws {
            terminal = try PseudoTerminal()
            // No core file from the SIGQUIT test: children inherit this limit.
            var limit = rlimit()
            if getrlimit(Int32(RLIMIT_CORE.rawValue), &limit) == 0 {
                limit.rlim_cur = 0
                _ = setrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
            }
        }

        private var isRaw: Bool {
            get throws { try terminal.localModes() & tcflag_t(ICANON | ECHO) == 0 }
        }

        /// Starts `profile` on the terminal and waits until it has taken raw mode.
        private func startProfile(asJob: Bool = false) throws -> pid_t {
            let pid = try ChildProcess.start(
                try BuiltExecutable(named: "profile").url.path, arguments: [], in: terminal, asJob: asJob)
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
                printed += terminal.readPrinted()
                if try condition() { return }
                usleep(10_000)
            }
            Issue.record(
                "The terminal did not reach the state awaited within 30 seconds.", sourceLocation: sourceLocation)
        }

        /// Waits for `pid` to end, or with `untilStopped` to stop, polling for 30 s; then fails the test and
        /// kills it.
        ///
        /// - Returns: Its exit status, or 128 plus the signal that ended it; `nil` when it stopped, or when it
        ///   did neither in time.
        private func waitFor(
            _ pid: pid_t,
            untilStopped: Bool = false,
            sourceLocation: SourceLocation = #_sourceLocation
        ) -> Int32? {
            for _ in 0..<3_000 {
                printed += terminal.readPrinted()
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG | (untilStopped ? WUNTRACED : 0)) == pid {
                    if status & 0xff == 0x7f { return nil }  // WIFSTOPPED
                    let signal = status & 0x7f
                    if [SIGABRT, SIGILL, SIGSEGV, SIGBUS, SIGTRAP].contains(signal) {
                        printed += terminal.readPrinted()
                        let tail = String(decoding: printed.suffix(2_000), as: UTF8.self)
                        Issue.record(
                            "profile crashed (signal \(signal)); the end of what it printed: \(tail)",
                            sourceLocation: sourceLocation)
                    }
                    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
                }
                usleep(10_000)
            }
            Issue.record(
                "profile did not \(untilStopped ? "stop" : "end") within 30 seconds.", sourceLocation: sourceLocation)
            kill(pid, SIGKILL)
            _ = try? ChildProcess.wait(pid)
            return nil
        }

        @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT])
        func aSignalThatEndsTheProgramLeavesTheTerminalAsItWas(signal: Int32) throws {
            let pid = try startProfile()
            kill(pid, signal)
            #expect(waitFor(pid) == 128 + signal)
            #expect(try !isRaw, "the terminal is back in canonical mode with echo")
            #expect(try terminal.localModes() & tcflag_t(ISIG) != 0)
        }

        @Test func ctrlCEndsTheProgramAndLeavesTheTerminalAsItWas() throws {
            let pid = try startProfile()
            terminal.type([0x03])
            #expect(waitFor(pid) == 128 + SIGINT)
            #expect(try !isRaw)
        }

        @Test func aStopSuspendsWithTheTerminalRestoredAndAContinueResumesInRawMode() throws {
            // As a shell runs it, so that it can stop: the SIGTSTP that Ctrl-Z makes the terminal send.
            let pid = try startProfile(asJob: true)
            kill(pid, SIGTSTP)
            #expect(waitFor(pid, untilStopped: true) == nil, "stopped, not ended")
            #expect(try !isRaw, "restored while suspended")

            kill(pid, SIGCONT)
            try waitUntil { try isRaw }
            terminal.type(Array("q".utf8))
            #expect(waitFor(pid) == 0, "q quit, as the resumed session read it")
            #expect(try !isRaw)
        }

        @Test func aSignalThatWasIgnoredWhenTheProgramStartedStaysIgnored() throws {
            // As `nohup` starts it: SIGHUP ignored. The program must not take it over, and ends by `q`.
            let previous = signal(SIGHUP, SIG_IGN)
            defer { signal(SIGHUP, previous) }
            let pid = try startProfile()
            kill(pid, SIGHUP)
            terminal.type(Array("q".utf8))
            #expect(waitFor(pid) == 0, "the hang-up was ignored, and q quit")
            #expect(try !isRaw)
        }
    }
#endif
