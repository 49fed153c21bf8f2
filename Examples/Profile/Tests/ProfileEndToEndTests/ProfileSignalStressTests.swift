import ExampleSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        func everyStartEndsByTheSignalWithTheTerminalRestored() throws {
            let path = try BuiltExecutable(named: "profile").url.path
            var failures: [String] = []
            for start in 1...Self.starts {
                let terminal = try PseudoTerminal()
                let pid = try ChildProcess.start(path, arguments: [], in: terminal)
                var printed: [UInt8] = []
                var status: Int32 = 0
                var hasEnded = false
                // Raw mode, or an end before it; the limit only keeps a hung program from hanging the run.
                for _ in 0..<30_000 {
                    printed += terminal.readPrinted()
                    if try terminal.localModes() & tcflag_t(ICANON | ECHO) == 0 { break }
                    if waitpid(pid, &status, WNOHANG) == pid {
                        hasEnded = true
                        break
                    }
                    usleep(1_000)
                }
                var hasHung = false
                if !hasEnded {
                    kill(pid, SIGTERM)
                    var polls = 0
                    while waitpid(pid, &status, WNOHANG) != pid {
                        printed += terminal.readPrinted()  // A crash's report must not wait for room.
                        polls += 1
                        if polls == 30_000 {  // A handler that deadlocks, on a lock the signal interrupted.
                            hasHung = true
                            kill(pid, SIGKILL)
                        }
                        usleep(1_000)
                    }
                }
                printed += terminal.readPrinted()
                let isRestored = try terminal.localModes() & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO)
                if status & 0x7f != SIGTERM || !isRestored {
                    let tail = String(decoding: printed.suffix(4_000), as: UTF8.self)
                    failures.append(
                        "start \(start): wait status \(status), hung: \(hasHung), terminal restored: \(isRestored)\n"
                            + tail)
                }
            }
            print("profile: \(Self.starts) starts sent SIGTERM, \(failures.count) ended otherwise.")
            #expect(failures.isEmpty, "\(failures.prefix(3).joined(separator: "\n"))")
        }
    }
#endif
