// The code the XCTest-only tests drive: a use case's request and a main-actor view model that executes it,
// with closures and with `await`. Nothing here knows about tests.
import UseCases

struct SignInRequest: InteractorRequest, Equatable {
    typealias Response = String
    var email: String
}

@MainActor
final class SignInModel {
    private let executor: InteractorExecutor
    private(set) var username: String?
    private(set) var errorMessage: String?

    init(executor: InteractorExecutor) {
        self.executor = executor
    }

    func signIn(email: String) {
        executor.execute(SignInRequest(email: email)) { username in
            self.username = username
        } onError: { error in
            self.errorMessage = error.message
        }
    }

    func signInAndWait(email: String) async {
        do {
            username = try await executor.execute(SignInRequest(email: email))
        } catch {
            errorMessage = error.message
        }
    }
}
