import ExampleSupport

/// A ``LoginView`` that prints, and lets the program wait until something was shown.
@MainActor
final class TerminalLoginView: LoginView {
    private let console: any Console
    private var waiting: CheckedContinuation<Bool, Never>?

    /// Creates a view that writes to `console`.
    init(console: any Console) {
        self.console = console
    }

    func showWelcome(username: String) {
        console.write("  Welcome, \(username)!")
        waiting?.resume(returning: true)
        waiting = nil
    }

    func showError(message: String) {
        console.write("  Login failed: \(message)")
        waiting?.resume(returning: false)
        waiting = nil
    }

    /// Runs `action`, then suspends until the view showed a welcome or an error.
    ///
    /// - Parameter action: Starts what will update the view, such as a login.
    /// - Returns: `true` for a welcome, `false` for an error.
    func untilShown(_ action: () -> Void) async -> Bool {
        await withCheckedContinuation { continuation in
            waiting = continuation
            action()
        }
    }
}
