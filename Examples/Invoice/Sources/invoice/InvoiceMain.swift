import ExampleSupport
import Foundation

/// The entry point: parses the arguments and runs the demo, the interactive form, or the help.
@main
enum InvoiceMain {
    @MainActor
    static func main() async {
        let console = StandardConsole()
        let status = await run(Array(CommandLine.arguments.dropFirst()), console: console)
        exit(console.end(with: status, program: "invoice"))
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
            console.writeError("invoice: \(error.message)")
            console.writeError("Run 'invoice --help' to see the usage.")
            return ExitCode.usage
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
