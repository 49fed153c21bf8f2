import ExampleSupport

/// The entry point: parses the arguments and runs the demo, the interactive form, or the help.
@main
enum InvoiceMain {
    @MainActor
    static func main() async {
        await ExampleProgram.main(named: "invoice") { arguments, console in await run(arguments, console: console) }
    }

    /// Runs `invoice` with the arguments after the program name.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - console: Where to write.
    /// - Returns: The exit status (see ``ExitCode``).
    @MainActor
    static func run(_ arguments: [String], console: any Console) async -> Int32 {
        let invocation: InvoiceInvocation
        do throws(InvoiceInvocation.UsageError) {
            invocation = try InvoiceInvocation(parsing: arguments)
        } catch {
            return ExampleProgram.refuseUsage(error.message, program: "invoice", help: "--help", console: console)
        }
        switch invocation.mode {
        case .help:
            console.write(InvoiceInvocation.usage)
            return ExitCode.success
        case .demo:
            return await InvoiceDemo(console: console, decimalSeparator: invocation.decimalSeparator).run()
        case .interactive:
            return await InteractiveSession(console: console, decimalSeparator: invocation.decimalSeparator).run()
        }
    }
}
