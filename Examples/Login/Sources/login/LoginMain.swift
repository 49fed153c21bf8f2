import ExampleSupport

/// The entry point: `login` tries three logins against the in-process server; `login <email> <password>`
/// tries yours and exits with 1 when it fails. A password is never printed.
@main
enum LoginMain {
    @MainActor
    static func main() async {
        await ExampleProgram.main(named: "login") { arguments, console in await run(arguments, console: console) }
    }

    /// Runs `login` with the arguments after the program name.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - console: Where to write.
    /// - Returns: The exit status (see ``ExitCode``).
    @MainActor
    static func run(_ arguments: [String], console: any Console) async -> Int32 {
        let attempts: [(email: String, password: String)]
        do throws(LoginInvocation.UsageError) {
            switch try LoginInvocation(parsing: arguments) {
            case .help:
                console.write(LoginInvocation.usage)
                return ExitCode.success
            case .demo:
                attempts = [("ada@example.com", "lovelace"), ("ada@example.com", "babbage"), ("ada@example.com", "")]
            case .attempt(let email, let password):
                attempts = [(email, password)]
            }
        } catch {
            return ExampleProgram.refuseUsage(error.message, program: "login", help: "--help", console: console)
        }
        Logic.registerInteractors()
        let view = TerminalLoginView(console: console)
        let presenter = LoginPresenter(view: view)
        var succeeded = true
        for (email, password) in attempts {
            console.write("Logging in as '\(email)' with \(password.isEmpty ? "no password" : "a password")")
            succeeded = await view.untilShown { presenter.login(email: email, password: password) }
        }
        return attempts.count == 1 && !succeeded ? ExitCode.failure : ExitCode.success
    }
}
