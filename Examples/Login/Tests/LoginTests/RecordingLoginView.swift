import UseCaseSpy

@testable import login

/// A login view that keeps what it was asked to show, for the test to read or to wait for.
@MainActor
final class RecordingLoginView: LoginView {
    enum Shown: Equatable, Sendable {
        case welcome(String)
        case error(String)
    }

    let shown = TestRecorder<Shown>()

    func showWelcome(username: String) {
        shown.record(.welcome(username))
    }

    func showError(message: String) {
        shown.record(.error(message))
    }
}
