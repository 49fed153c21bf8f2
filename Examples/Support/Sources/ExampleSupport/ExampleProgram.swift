#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The entry point every example shares: the console created first, the program's work, a lost output
/// reported, and the process ended with the status a shell expects.
///
/// ```swift
/// @main
/// enum LoginMain {
///     static func main() async {
///         await ExampleProgram.main(named: "login") { arguments, console in await run(arguments, console: console) }
///     }
/// }
/// ```
public enum ExampleProgram {
    /// Runs a program whose work changes nothing that stays, and ends the process.
    ///
    /// - Parameters:
    ///   - program: The program's name, which starts its messages.
    ///   - body: The program's work, given the arguments after the program name and the console; returns
    ///     the exit status (see ``ExitCode``).
    @MainActor
    public static func main(
        named program: String,
        _ body: @MainActor (_ arguments: [String], _ console: StandardConsole) async -> Int32
    ) async -> Never {
        await mainThatChanges(named: program) { arguments, console in (await body(arguments, console), false) }
    }

    /// Runs a program whose work may change something that stays, such as a saved list, and ends the process.
    ///
    /// - Parameters:
    ///   - program: The program's name, which starts its messages.
    ///   - body: The program's work, given the arguments after the program name and the console; returns
    ///     the exit status (see ``ExitCode``) and whether it changed something that stays, which the message
    ///     about a lost output then says.
    @MainActor
    public static func mainThatChanges(
        named program: String,
        _ body:
            @MainActor (_ arguments: [String], _ console: StandardConsole) async -> (
                status: Int32, changeSaved: Bool
            )
    ) async -> Never {
        let console = StandardConsole()  // First: it takes the place of a closed standard output.
        let (status, changeSaved) = await body(Array(CommandLine.arguments.dropFirst()), console)
        exit(console.end(with: status, program: program, changeSaved: changeSaved))
    }

    /// Reports a command line that does not say what to do, and how to see the usage.
    ///
    /// - Parameters:
    ///   - message: What is wrong, such as `Unknown command 'x'.`
    ///   - program: The program's name, which starts the lines.
    ///   - help: The arguments that show the usage, such as `--help`.
    ///   - console: Where to write.
    /// - Returns: ``ExitCode/usage``.
    @MainActor
    public static func refuseUsage(_ message: String, program: String, help: String, console: any Console) -> Int32 {
        console.writeError("\(program): \(message)")
        console.writeError("Run '\(program) \(help)' to see the usage.")
        return ExitCode.usage
    }

    /// Ends the process with `status`; ``ExitCode/brokenPipe`` ends it by `SIGPIPE` itself, as that signal
    /// ends any program whose reader went away, so that a shell reports it the same way.
    ///
    /// - Parameter status: The status from ``StandardConsole/end(with:program:changeSaved:)``.
    public static func exit(_ status: Int32) -> Never {
        if status == ExitCode.brokenPipe {
            _ = signal(SIGPIPE, SIG_DFL)
            _ = raise(SIGPIPE)
        }
        #if canImport(Darwin)
            Darwin.exit(status)
        #elseif canImport(Glibc)
            Glibc.exit(status)
        #else
            Musl.exit(status)
        #endif
    }
}
