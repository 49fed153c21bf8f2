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
            func waitUntil(_ what: String, _ condition: () throws -> Bool) throws {
                for _ in 0..<3_000 {
                    printed += terminal.readPrinted()
                    if try condition() { return }
                    usleep(10_000)
                }
                Issue.record("invoice did not \(what) within 30 seconds.")
                kill(pid, SIGKILL)
            }
            let isRaw = { try terminal.localModes() & tcflag_t(ICANON | ECHO) == 0 }
            try waitUntil("take raw mode") { try isRaw() }

            terminal.type(Array("\u{7F}3\t4.5\t\tgrace@example.com\t".utf8))
            try waitUntil("show the total, and the customer checked") {
                // The terminal ends each line with a carriage return and a line feed.
                String(decoding: printed, as: UTF8.self).contains("Total        13.50\r\nReady to send.")
            }
            terminal.type([0x04])
            var status: Int32 = 0
            try waitUntil("end") { waitpid(pid, &status, WNOHANG) == pid }
            #expect(status == 0)
            #expect(String(decoding: printed, as: UTF8.self).contains("Invoice ready: 13.50."))
            #expect(try !isRaw(), "the terminal is back in canonical mode with echo")
        }
    }
#endif
