import ExampleSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `invoice` in a terminal, as a person types into it: keys arrive one at a time in raw mode, and the
/// terminal is as it was once the program ends. Every wait polls with a limit of 30 seconds, then fails.
#if os(Linux)
    @Suite struct InvoiceTerminalTests {
        @Test func aPersonFillsTheFormAndQuitsWithTheTerminalRestored() throws {
            let terminal = try PseudoTerminal()
            let pid = try ChildProcess.start(
                try BuiltExecutable(named: "invoice").url.path, arguments: [], in: terminal, asJob: false)
            var printed: [UInt8] = []
            var status: Int32?
            /// Polls every 10 ms, reading what the program printed, until `condition` holds; after 30 s, fails
            /// the test, kills the program and reaps it.
            ///
            /// - Returns: Whether `condition` held in time.
            func waitUntil(_ what: String, _ condition: () throws -> Bool) throws -> Bool {
                for _ in 0..<3_000 {
                    printed += terminal.readPrinted()
                    if try condition() { return true }
                    usleep(10_000)
                }
                Issue.record("invoice did not \(what) within 30 seconds.")
                ChildProcess.killAndReap(pid)
                return false
            }
            let isRaw = { try terminal.localModes() & tcflag_t(ICANON | ECHO) == 0 }
            guard try waitUntil("take raw mode", { try isRaw() }) else { return }

            terminal.type(Array("\u{7F}3\t4.5\t\tgrace@example.com\t".utf8))
            let checked = try waitUntil("show the total, and the customer checked") {
                // The terminal ends each line with a carriage return and a line feed.
                String(decoding: printed, as: UTF8.self).contains("Total        13.50\r\nReady to send.")
            }
            guard checked else { return }
            terminal.type([0x04])
            let ended = try waitUntil("end") {
                var raw: Int32 = 0
                guard waitpid(pid, &raw, WNOHANG) == pid else { return false }
                status = ChildProcess.exitStatus(fromWaitStatus: raw)
                return true
            }
            guard ended else { return }
            printed += terminal.readPrinted()  // What it printed between the last read and its exit.
            #expect(status == 0)
            #expect(String(decoding: printed, as: UTF8.self).contains("Invoice ready: 13.50."))
            #expect(try !isRaw(), "the terminal is back in canonical mode with echo")
        }
    }
#endif
