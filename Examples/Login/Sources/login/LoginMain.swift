import Foundation

/// The entry point: `login` tries three logins against the in-process server; `login <email> <password>`
/// tries yours and exits with 1 when it fails.
@main
enum LoginMain {
    @MainActor
    static func main() async {
        Logic.registerInteractors()
        let view = TerminalLoginView()
        let presenter = LoginPresenter(view: view)

        let arguments = Array(CommandLine.arguments.dropFirst())
        let attempts =
            arguments.count == 2
            ? [(email: arguments[0], password: arguments[1])]
            : [("ada@example.com", "lovelace"), ("ada@example.com", "babbage"), ("ada@example.com", "")]
        var succeeded = true
        for (email, password) in attempts {
            print("Logging in as '\(email)' with password '\(password)'")
            succeeded = await view.untilShown { presenter.login(email: email, password: password) }
        }
        exit(arguments.count == 2 && !succeeded ? 1 : 0)
    }
}
