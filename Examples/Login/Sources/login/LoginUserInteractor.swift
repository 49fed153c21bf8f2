import UseCases

/// Logs a user in: the use case from the ACInteractor README, one to one.
///
/// It checks the input, asks the server through the ``WebservicePlugin``, and keeps the user through the
/// ``UserEntityGateway``. Both arrive through the initialiser, so tests and the composition root choose
/// the implementations. The server answers later from another thread, so the interactor detaches its
/// completion; the executor still delivers the outcome on the caller's actor.
struct LoginUserInteractor: Interactor {
    /// The credentials the user typed.
    struct Request: InteractorRequest, Equatable {
        typealias Response = LoginUserInteractor.Response

        var email: String
        var password: String
    }

    /// The logged-in user.
    struct Response: Equatable, Sendable {
        var username: String
        var sessionToken: String
    }

    let webservicePlugin: any WebservicePlugin
    let userGateway: any UserEntityGateway

    func execute(_ request: Request, completion: consuming Completion<Response>) {
        guard !request.email.isEmpty, !request.password.isEmpty else {
            return completion.fail(
                with: InteractorError(message: "Enter both your email and your password.", code: .missingCredentials)
            )
        }
        let pending = completion.detach()
        webservicePlugin.logIn(email: request.email, password: request.password) { [userGateway] result in
            switch result {
            case .success(let reply):
                let user = UserEntity(email: request.email, username: reply.username, sessionToken: reply.sessionToken)
                userGateway.save(user)
                pending.complete(with: Response(username: user.username, sessionToken: user.sessionToken))
            case .failure(.wrongCredentials):
                pending.fail(with: InteractorError(message: "Wrong email or password.", code: .wrongCredentials))
            case .failure(.unreachable):
                let message = "The server cannot be reached; try again later."
                pending.fail(with: InteractorError(message: message, code: .serverUnreachable))
            }
        }
    }
}
