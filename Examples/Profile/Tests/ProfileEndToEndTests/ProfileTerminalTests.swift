import ExampleSupport
import Foundation
import Testing

/// `profile` in a terminal, as a user runs it: the terminal is never left raw, whatever signal ends or stops
/// the program, and a stop (Ctrl-Z) suspends it until it is continued (`fg`).
///
/// Each test runs the program on a pseudo-terminal and waits for it to take raw mode by reading the terminal's
/// settings. Every wait has a limit of 30 seconds, after which the test fails and kills the program, so that a
/// program that hangs cannot hang the run.
#if os(Linux)
    @Suite(.serialized) struct ProfileTerminalTests {
        init() {
            // No core file from the SIGQUIT test: children inherit this limit.
            var limit = rlimit()
            if getrlimit(Int32(RLIMIT_CORE.rawValue), &limit) == 0 {
                limit.rlim_cur = 0
                _ = setrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
            }
        }

        /// Starts `profile` on a terminal of its own and waits until it has taken raw mode.
        private func startProfile(asJob: Bool = false) async throws -> TerminalProgram {
            let profile = try TerminalProgram(try BuiltExecutable(named: "profile").url.path, asJob: asJob)
            try await profile.waitUntil("take raw mode") { try profile.isRaw }
            return profile
        }

        /// Waits until `profile` has drawn its screen, keys and all, with no line wider than `columns` when given:
        /// a screen drawn before the window was resized may still be waiting to be read.
        private func waitForTheScreen(of profile: TerminalProgram, columns: Int = .max) async throws {
            try await profile.waitUntil(columns == .max ? "draw its screen" : "draw its screen in \(columns) columns") {
                let screen = profile.lastScreen
                return screen.contains { $0.hasPrefix("Keys:") } && screen.allSatisfy { $0.count <= columns }
            }
        }

        @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT])
        func aSignalThatEndsTheProgramLeavesTheTerminalAsItWas(signal: Int32) async throws {
            let profile = try await startProfile()
            profile.send(signal)
            #expect(try await profile.exitStatus() == 128 + signal)
            #expect(try !profile.isRaw, "the terminal is back in canonical mode with echo")
            #expect(try profile.terminal.localModes() & tcflag_t(ISIG) != 0)
        }

        @Test func ctrlCEndsTheProgramAndLeavesTheTerminalAsItWas() async throws {
            let profile = try await startProfile()
            profile.type("\u{03}")
            #expect(try await profile.exitStatus() == 128 + SIGINT)
            #expect(try !profile.isRaw)
        }

        @Test func aStopSuspendsWithTheTerminalRestoredAndAContinueResumesInRawMode() async throws {
            // As a shell runs it, so that it can stop: the SIGTSTP that Ctrl-Z makes the terminal send.
            let profile = try await startProfile(asJob: true)
            profile.send(SIGTSTP)
            try await profile.waitUntilStopped()
            #expect(try !profile.isRaw, "restored while suspended")

            profile.send(SIGCONT)
            try await profile.waitUntil("take raw mode again") { try profile.isRaw }
            profile.type("q")
            #expect(try await profile.exitStatus() == 0, "q quit, as the resumed session read it")
            #expect(try !profile.isRaw)
        }

        @Test func aNewWindowSizeOrAContinueDrawsTheScreenAgainCutToTheWidth() async throws {
            let profile = try await startProfile()
            try await waitForTheScreen(of: profile)
            profile.printed = []
            profile.terminal.resize(columns: 40)
            try await waitForTheScreen(of: profile, columns: 40)
            #expect(profile.lastScreen.contains("Keys: [r] retry profile  [p] retry post…"))

            profile.printed = []
            profile.send(SIGCONT)  // As after `fg`: the terminal may show something else meanwhile.
            try await waitForTheScreen(of: profile, columns: 40)
            profile.type("q")
            #expect(try await profile.exitStatus() == 0)
        }

        @Test(arguments: ["q", "\u{04}"])  // q and Ctrl-D; Ctrl-C is the terminal's SIGINT, tested above.
        func aQuitKeyGoesBeforeTheKeysThatWait(quit: String) async throws {
            let profile = try await startProfile()
            try await waitForTheScreen(of: profile)
            profile.printed = []
            profile.type("p" + String(repeating: "f", count: 30) + quit)
            #expect(try await profile.exitStatus() == 0)
            let text = profile.printedText
            // Each refresh draws the screen at least once: the 30 typed ahead of q would take 12 s and 30 screens.
            #expect(text.components(separatedBy: "\u{1B}[2J").count - 1 < 10, "\(text)")
            #expect(text.contains("Bye."))
        }

        @Test func aSignalThatWasIgnoredWhenTheProgramStartedStaysIgnored() async throws {
            // As `nohup` starts it: SIGHUP ignored. The program must not take it over, and ends by `q`.
            let previous = signal(SIGHUP, SIG_IGN)
            defer { signal(SIGHUP, previous) }
            let profile = try await startProfile()
            profile.send(SIGHUP)
            profile.type("q")
            #expect(try await profile.exitStatus() == 0, "the hang-up was ignored, and q quit")
            #expect(try !profile.isRaw)
        }
    }
#endif
