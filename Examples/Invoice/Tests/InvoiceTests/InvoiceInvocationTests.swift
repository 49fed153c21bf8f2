import ExampleSupport
import Testing

@testable import invoice

/// The command line.
@Suite struct InvoiceInvocationTests {
    @Test func parsesTheModeAndTheDecimalCommaInAnyOrder() throws {
        #expect(try InvoiceInvocation(parsing: []) == InvoiceInvocation(mode: .interactive))
        #expect(
            try InvoiceInvocation(parsing: ["--decimal-comma", "demo"])
                == InvoiceInvocation(mode: .demo, decimalSeparator: ","))
        #expect(try InvoiceInvocation(parsing: ["-h"]) == InvoiceInvocation(mode: .help))
    }

    @Test(arguments: [["demo", "demo"], ["--decimal-comma", "--decimal-comma"], ["--comma"], ["demo", "help"]])
    func refusesUnknownOrRepeatedArguments(arguments: [String]) {
        #expect(throws: UsageError.self) { try InvoiceInvocation(parsing: arguments) }
    }
}
