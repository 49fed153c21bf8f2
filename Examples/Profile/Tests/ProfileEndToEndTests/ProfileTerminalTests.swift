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
        /// Everything the program printed so far, shown when it crashes or a wait runs out of time.
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
            try waitUntil(pid) { try isRaw }
            return pid
        }

        /// The end of what the program printed, for a failure's message: a crash's backtrace comes last.
        private var printedTail: String {
            String(decoding: printed.suffix(8_000), as: UTF8.self)
        }

        /// Polls `condition` every 10 ms, reading what the program printed meanwhile, until it holds.
        ///
        /// - Throws: When `pid` ends first, or after 30 s, when it is killed: the test stops there, and never
        ///   signals a process that has ended.
        private func waitUntil(_ pid: pid_t, _ condition: () throws -> Bool) throws {
            for _ in 0..<3_000 {
                printed += terminal.readPrinted()
                if try condition() { return }
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) == pid {
                    printed += terminal.readPrinted()  // What it printed between the last read and its end.
                    throw ChildProcess.Failure(
                        saying: "profile ended (\(Self.describe(status))) before the terminal reached the state "
                            + "awaited; the end of what it printed: \(printedTail)")
                }
                usleep(10_000)
            }
            ChildProcess.killAndReap(pid)
            printed += terminal.readPrinted()
            throw ChildProcess.Failure(
                saying: "The terminal did not reach the state awaited within 30 seconds; profile was killed. The "
                    + "end of what it printed: \(printedTail)")
        }

        /// Waits for `pid` to end, or with `untilStopped` to stop, polling every 10 ms; a crash fails the test
        /// with the end of what the program printed.
        ///
        /// - Returns: Its exit status, or 128 plus the signal that ended it; `nil` when it stopped.
        /// - Throws: After 30 s, when it is killed.
        private func waitFor(
            _ pid: pid_t,
            untilStopped: Bool = false,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws -> Int32? {
            for _ in 0..<3_000 {
                printed += terminal.readPrinted()
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG | (untilStopped ? WUNTRACED : 0)) == pid {
                    if status & 0xff == 0x7f { return nil }  // WIFSTOPPED
                    printed += terminal.readPrinted()
                    if [SIGABRT, SIGILL, SIGSEGV, SIGBUS, SIGTRAP].contains(status & 0x7f) {
                        Issue.record(
                            "profile crashed (\(Self.describe(status))); the end of what it printed: \(printedTail)",
                            sourceLocation: sourceLocation)
                    }
                    return ChildProcess.exitStatus(fromWaitStatus: status)
                }
                usleep(10_000)
            }
            ChildProcess.killAndReap(pid)
            printed += terminal.readPrinted()
            throw ChildProcess.Failure(
                saying: "profile did not \(untilStopped ? "stop" : "end") within 30 seconds, and was killed. The "
                    + "end of what it printed: \(printedTail)")
        }

        /// A wait status in words.
        private static func describe(_ status: Int32) -> String {
            let signal = status & 0x7f
            return signal == 0 ? "exit status \((status >> 8) & 0xff)" : "signal \(signal)"
        }

        @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT])
        func aSignalThatEndsTheProgramLeavesTheTerminalAsItWas(signal: Int32) throws {
            let pid = try startProfile()
            kill(pid, signal)
            let status = try waitFor(pid)
            #expect(status == 128 + signal)
            #expect(try !isRaw, "the terminal is back in canonical mode with echo")
            #expect(try terminal.localModes() & tcflag_t(ISIG) != 0)
        }

        @Test func ctrlCEndsTheProgramAndLeavesTheTerminalAsItWas() throws {
            let pid = try startProfile()
            terminal.type([0x03])
            let status = try waitFor(pid)
            #expect(status == 128 + SIGINT)
            #expect(try !isRaw)
        }

        @Test func aStopSuspendsWithTheTerminalRestoredAndAContinueResumesInRawMode() throws {
            // As a shell runs it, so that it can stop: the SIGTSTP that Ctrl-Z makes the terminal send.
            let pid = try startProfile(asJob: true)
            kill(pid, SIGTSTP)
            let ended = try waitFor(pid, untilStopped: true)
            try #require(ended == nil, "stopped, not ended")
            #expect(try !isRaw, "restored while suspended")

            kill(pid, SIGCONT)
            try waitUntil(pid) { try isRaw }
            terminal.type(Array("q".utf8))
            let status = try waitFor(pid)
            #expect(status == 0, "q quit, as the resumed session read it")
            #expect(try !isRaw)
        }

        /// The lines of the last screen drawn in what was printed: after the last clear of the screen.
        private var lastScreen: [String] {
            let text = String(decoding: printed, as: UTF8.self)
            guard let start = text.range(of: "\u{1B}[2J", options: .backwards) else { return [] }
            return text[start.upperBound...].components(separatedBy: "\r\n").filter { !$0.isEmpty }
        }

        @Test func aNewWindowSizeOrAContinueDrawsTheScreenAgainCutToTheWidth() throws {
            let pid = try startProfile()
            try waitUntil(pid) { lastScreen.contains { $0.hasPrefix("Keys:") } }
            printed = []
            terminal.resize(columns: 40)
            try waitUntil(pid) { lastScreen.contains { $0.hasPrefix("Keys:") } }
            #expect(lastScreen.allSatisfy { $0.count <= 40 }, "\(lastScreen)")
            #expect(lastScreen.contains("Keys: [r] retry profile  [p] retry post…"))

            printed = []
            kill(pid, SIGCONT)  // As after `fg`: the terminal may show something else meanwhile.
            try waitUntil(pid) { lastScreen.contains { $0.hasPrefix("Keys:") } }
            terminal.type(Array("q".utf8))
            #expect(try waitFor(pid) == 0)
        }

        @Test func qGoesBeforeTheKeysThatWait() throws {
            let pid = try startProfile()
            try waitUntil(pid) { lastScreen.contains { $0.hasPrefix("Keys:") } }
            printed = []
            terminal.type(Array("p".utf8) + Array(repeating: UInt8(ascii: "f"), count: 30) + Array("q".utf8))
            #expect(try waitFor(pid) == 0)
            let text = String(decoding: printed, as: UTF8.self)
            // Each refresh draws the screen at least once: the 30 typed ahead of q would take 12 s and 30 screens.
            #expect(text.components(separatedBy: "\u{1B}[2J").count - 1 < 10, "\(text)")
            #expect(text.contains("Bye."))
        }

        @Test func aSignalThatWasIgnoredWhenTheProgramStartedStaysIgnored() throws {
            // As `nohup` starts it: SIGHUP ignored. The program must not take it over, and ends by `q`.
            let previous = signal(SIGHUP, SIG_IGN)
            defer { signal(SIGHUP, previous) }
            let pid = try startProfile()
            kill(pid, SIGHUP)
            terminal.type(Array("q".utf8))
            let status = try waitFor(pid)
            #expect(status == 0, "the hang-up was ignored, and q quit")
            #expect(try !isRaw)
        }
    }
#endif
