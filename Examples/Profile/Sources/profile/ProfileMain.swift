import ExampleSupport

/// The entry point: parses the arguments and runs the demo, the interactive screen, or the help.
@main
enum ProfileMain {
    @MainActor
    static func main() async {
        await ExampleProgram.main(named: "profile") { arguments, console in await run(arguments, console: console) }
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
            return ExampleProgram.refuseUsage(error.message, program: "profile", help: "--help", console: console)
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
