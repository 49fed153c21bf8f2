import ExampleSupport
import Testing

/// Runs the built `invoice` as a user would.
@Suite struct InvoiceExecutableTests {
    private let invoice: BuiltExecutable

    init() throws {
        invoice = try BuiltExecutable(named: "invoice")
    }

    @Test func theDemoTypesRefusedKeysTooAndPrintsTheSameEveryTime() async throws {
        let first = try await invoice.run(["demo"])
        let second = try await invoice.run(["demo"])
        #expect(first.status == 0)
        #expect(first.errorOutput.isEmpty)
        #expect(first.output == second.output)
        let lines = first.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("> Quantity     [1]"), "selected, so that typing replaces it")
        #expect(lines.contains("> type 'x' in Quantity: refused"))
        #expect(lines.contains("> Unit price   1,234|"), "regrouped as it is typed")
        #expect(lines.contains("> type '9' in Unit price: refused"))
        #expect(
            lines.contains("> Discount %   150|" + String(repeating: " ", count: 18) + "A discount is from 0 to 100 %.")
        )
        #expect(lines.contains("> Customer     ada@example.co|       checking..."))
        #expect(
            Array(lines.suffix(10)) == [
                "> the directory answers about ada@example.com",
                "Invoice",
                "  Quantity     2",
                "  Unit price   1,234.99",
                "  Discount %   15",
                "> Customer     ada@example.com|",
                "  Total        2,099.48",
                "Ready to send.",
                "",
                "",
            ])
    }

    @Test func theDemoTypesADecimalCommaWhenAsked() async throws {
        let outcome = try await invoice.run(["demo", "--decimal-comma"])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("> type ',' in Unit price: refused"), "a second decimal comma")
        #expect(outcome.output.contains("  Unit price   1 234,99\n"))
        #expect(outcome.output.contains("  Total        2 099,48\nReady to send.\n"))
    }

    @Test func keysPipedInFillTheFormAndEachActsOnASettledForm() async throws {
        let outcome = try await invoice.run(["--decimal-comma"], input: "\u{7F}5\t2,50\t10\tada@example.com\u{04}")
        #expect(outcome.status == 0)
        #expect(outcome.errorOutput.isEmpty)
        #expect(!outcome.output.contains("checking..."), "every key waited for the check before it")
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.last == "Invoice ready: 11,25.")
        #expect(lines.contains("  Total        11,25"))
    }

    @Test func helpPrintsTheUsageAndAnUnknownArgumentIsAUsageError() async throws {
        let help = try await invoice.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: invoice [demo] [--decimal-comma]"))
        let wrong = try await invoice.run(["--comma"])
        #expect(wrong.status == 64)
        #expect(wrong.errorOutput == "invoice: Unknown argument '--comma'.\nRun 'invoice --help' to see the usage.\n")
    }

    @Test func aClosedStandardOutputIsAnInputOutputError() async throws {
        let outcome = try await invoice.run(["demo"], output: .closed)
        #expect(outcome.status == 74)
        #expect(outcome.errorOutput == "invoice: could not write the output (Bad file descriptor).\n")
    }

    @Test func quittingAfterAFieldWhoseTextEndingEditingReformatsEndsWell() async throws {
        let outcome = try await invoice.run([], input: "\t2.")  // Ending editing makes "2." "2.00", the caret after it.
        #expect(outcome.status == 0)
        #expect(outcome.errorOutput.isEmpty)
        #expect(outcome.output.contains("> Unit price   2.00|\n"))
    }
}
