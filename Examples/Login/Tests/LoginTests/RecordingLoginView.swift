@testable import login

/// A login view that keeps what it was asked to show.
@MainActor
final class RecordingLoginView: LoginView {
    enum Shown: Equatable {
        case welcome(String)
        case error(String)
    }

    private(set) var shown: [Shown] = []

    func showWelcome(username: String) {
        shown.append(.welcome(username))
    }

    func showError(message: String) {
        shown.append(.error(message))
    }
}
