// What the test in README.md uses without showing it: the login request and the view model under test.
// .ci/doc-samples builds this file with it.

import UseCases

struct LoginUserRequest: InteractorRequest {
    typealias Response = LoginUserResponse
    var email: String
    var password: String
}

struct LoginUserResponse: Sendable {
    var username: String
}

@MainActor final class LoginViewModel {
    let executor: InteractorExecutor
    var username = ""

    init(executor: InteractorExecutor) {
        self.executor = executor
    }

    func login(email: String, password: String) async {
        username = (try? await executor.execute(LoginUserRequest(email: email, password: password)))?.username ?? ""
    }
}
