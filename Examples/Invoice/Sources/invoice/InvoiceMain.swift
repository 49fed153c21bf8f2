import ExampleSupport

/// The entry point: runs the demo or the interactive form, as the command line asks.
@main
enum InvoiceMain {
    @MainActor
    static func main() async {
        await ExampleProgram.main(named: "invoice", run)
    }

    /// Runs `invoice` as `invocation` asks, the usage aside.
    @MainActor
    static func run(_ invocation: InvoiceInvocation, console: any Console) async -> Int32 {
        if invocation.mode == .demo {
            return await InvoiceDemo(console: console, decimalSeparator: invocation.decimalSeparator).run()
        }
        return await InteractiveSession(console: console, decimalSeparator: invocation.decimalSeparator).run()
    }
}
