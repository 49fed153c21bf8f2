import ExampleSupport
import Foundation
import Testing

/// `profile` started on a pseudo-terminal and sent `SIGTERM` as soon as it has taken raw mode, many times over:
/// the signal then often lands while the program is still setting up its screen, allocating on the thread that
/// takes the signal. A handler that allocated crashed it in about one start in 100.
///
/// Off by default, as it takes minutes:
/// `PROFILE_SIGNAL_STRESS=20000 swift test --filter ProfileSignalStressTests` runs 20,000 starts and prints how
/// many ended otherwise than by the signal, with the terminal restored.
#if os(Linux)
    @Suite struct ProfileSignalStressTests {
        static let starts = Int(ProcessInfo.processInfo.environment["PROFILE_SIGNAL_STRESS"] ?? "") ?? 0

        @Test(.enabled(if: starts > 0, "Set PROFILE_SIGNAL_STRESS to a number of starts to run it."))
        func everyStartEndsByTheSignalWithTheTerminalRestored() async throws {
            let path = try BuiltExecutable(named: "profile").url.path
            var failures: [String] = []
            for start in 1...Self.starts {
                let profile = try TerminalProgram(path)
                do {
                    try await profile.waitUntil("take raw mode") { try profile.isRaw }
                    profile.send(SIGTERM)
                    // A handler that deadlocks, on a lock the signal interrupted, is killed after the limit.
                    let status = try await profile.exitStatus()
                    let isRestored =
                        try profile.terminal.localModes() & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO)
                    if status != 128 + SIGTERM || !isRestored {
                        failures.append(
                            "start \(start): status \(status), terminal restored: \(isRestored)\n"
                                + String(profile.printedText.suffix(4_000)))
                    }
                } catch {
                    failures.append("start \(start): \(error)")
                }
            }
            print("profile: \(Self.starts) starts sent SIGTERM, \(failures.count) ended otherwise.")
            #expect(failures.isEmpty, "\(failures.prefix(3).joined(separator: "\n"))")
        }
    }
#endif
