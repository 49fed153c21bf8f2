#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The entry point every example shares: the console created first, the command line parsed, a bad one
/// refused and the usage printed, the program's work, a lost output reported, and the process ended with the
/// status a shell expects.
///
/// ```swift
/// @main
/// enum LoginMain {
///     static func main() async {
///         await ExampleProgram.main(named: "login", run)
///     }
///
///     @MainActor
///     static func run(_ invocation: LoginInvocation, console: any Console) async -> Int32 { ExitCode.success }
/// }
/// ```
public enum ExampleProgram {
    /// Runs a program whose work changes nothing that stays, and ends the process.
    ///
    /// - Parameters:
    ///   - program: The program's name, which starts its messages.
    ///   - body: The program's work, given the parsed command line (never one that asks for the usage) and the
    ///     console; returns the exit status (see ``ExitCode``).
    @MainActor
    public static func main<Invocation: ExampleInvocation>(
        named program: String,
        _ body: @MainActor (_ invocation: Invocation, _ console: any Console) async -> Int32
    ) async -> Never {
        await mainThatChanges(named: program) { arguments, console in
            (await run(arguments, named: program, console: console, body), false)
        }
    }

    /// Parses `arguments`, refuses them or prints the usage when they say so, and otherwise runs `body`.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - program: The program's name, which starts its messages.
    ///   - console: Where to write.
    ///   - body: The program's work, as for ``main(named:_:)``.
    /// - Returns: The exit status: ``ExitCode/usage`` for a command line the program does not understand.
    @MainActor
    public static func run<Invocation: ExampleInvocation>(
        _ arguments: [String],
        named program: String,
        console: any Console,
        _ body: @MainActor (_ invocation: Invocation, _ console: any Console) async -> Int32
    ) async -> Int32 {
        let invocation: Invocation
        do throws(UsageError) {
            invocation = try Invocation(parsing: arguments)
        } catch {
            return refuseUsage(error.message, program: program, help: "--help", console: console)
        }
        guard !invocation.isHelp else {
            console.write(Invocation.usage)
            return ExitCode.success
        }
        return await body(invocation, console)
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
