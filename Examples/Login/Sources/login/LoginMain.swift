import ExampleSupport

/// The entry point: `login` tries three logins against the in-process server; `login <email> <password>`
/// tries yours and exits with 1 when it fails. A password is never printed.
@main
enum LoginMain {
    @MainActor
    static func main() async {
        await ExampleProgram.main(named: "login", run)
    }

    /// Runs `login` as `invocation` asks, the usage aside.
    @MainActor
    static func run(_ invocation: LoginInvocation, console: any Console) async -> Int32 {
        var attempts = [("ada@example.com", "lovelace"), ("ada@example.com", "babbage"), ("ada@example.com", "")]
        if case .attempt(let email, let password) = invocation {
            attempts = [(email, password)]
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
