import ExampleSupport
import Foundation

/// The entry point: parses the arguments and runs the demo, the interactive screen, or the help.
@main
enum ProfileMain {
    @MainActor
    static func main() async {
        let console = StandardConsole()
        let status = await run(Array(CommandLine.arguments.dropFirst()), console: console)
        exit(console.end(with: status, program: "profile"))
    }

    /// Runs `profile` with the arguments after the program name.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - console: Where to write.
    /// - Returns: The exit status (see ``ExitCode``).
    @MainActor
    static func run(_ arguments: [String], console: any Console) async -> Int32 {
        let invocation: ProfileInvocation
        do throws(ProfileInvocation.UsageError) {
            invocation = try ProfileInvocation(parsing: arguments)
        } catch {
            console.writeError("profile: \(error.message)")
            console.writeError("Run 'profile --help' to see the usage.")
            return ExitCode.usage
        }
        switch invocation {
        case .help:
            console.write(ProfileInvocation.usage)
            return ExitCode.success
        case .demo:
            return await ProfileDemo(console: console).run()
        case .interactive:
            return await InteractiveSession(console: console).run()
        }
    }
}
