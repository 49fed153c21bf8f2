import UseCases

/// The login screen's presenter: builds the request and turns the outcome into what the view shows.
///
/// It runs on the main actor, like a view controller, and executes with `onComplete`/`onError`; the
/// executor calls them on the main actor even though the server answers from another thread.
@MainActor
final class LoginPresenter {
    private let executor: InteractorExecutor
    private weak var view: (any LoginView)?

    /// Creates a presenter for a view.
    ///
    /// - Parameters:
    ///   - view: The view to update; held weakly, as a view owns its presenter.
    ///   - executor: The executor with ``LoginUserInteractor`` registered; ``Logic/executor`` by default.
    init(view: any LoginView, executor: InteractorExecutor = Logic.executor) {
        self.view = view
        self.executor = executor
    }

    /// Logs in with the email and the password the user typed; the view shows the outcome.
    func login(email: String, password: String) {
        let request = LoginUserInteractor.Request(email: email, password: password)
        executor.execute(request) { response in
            self.view?.showWelcome(username: response.username)
        } onError: { error in
            self.view?.showError(message: error.message)
        }
    }
}
