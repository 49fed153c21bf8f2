import ExampleSupport
import Foundation
import Testing

/// `invoice` in a terminal, as a person types into it: keys arrive one at a time in raw mode, the form is drawn
/// again, cut to the window's width, when the window is resized or the program continued, and the terminal is
/// as it was once the program ends. Every wait has a limit of 30 seconds, then fails.
#if os(Linux)
    @Suite struct InvoiceTerminalTests {
        @Test func aPersonFillsTheFormAndQuitsWithTheTerminalRestored() async throws {
            let invoice = try TerminalProgram(try BuiltExecutable(named: "invoice").url.path)
            try await invoice.waitUntil("take raw mode") { try invoice.isRaw }

            invoice.type("\u{7F}3\t4.5\t\tgrace@example.com\t")
            // The terminal ends each line with a carriage return and a line feed.
            try await invoice.waitUntil("show the total, and the customer checked") {
                invoice.printedText.contains("Total        13.50\r\nReady to send.")
            }

            invoice.printed = []
            invoice.terminal.resize(columns: 16)
            // A form drawn before the resize may still be waiting to be read: the wait is for one cut to 16.
            try await invoice.waitUntil("draw the form again, cut to 16 columns") {
                invoice.lastScreen.contains { $0.contains("Total") } && invoice.lastScreen.allSatisfy { $0.count <= 16 }
            }
            invoice.printed = []
            invoice.send(SIGCONT)  // As after `fg`: the terminal may show something else meanwhile.
            try await invoice.waitUntil("draw the form again") { invoice.lastScreen.contains { $0.contains("Total") } }

            invoice.type("\u{04}")
            #expect(try await invoice.exitStatus() == 0)
            #expect(invoice.printedText.contains("Invoice ready: 13.50."))
            #expect(try !invoice.isRaw, "the terminal is back in canonical mode with echo")
        }
    }
#endif
