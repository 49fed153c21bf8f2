import UseCases

/// A request with a response, for spy tests.
struct LoginRequest: InteractorRequest, Equatable {
    typealias Response = String
    var email = "ada@example.com"
}

/// The real interactor a spy replaces in the tests that create spies by interactor type.
struct LoginInteractor: Interactor {
    typealias Request = LoginRequest

    func execute(_ request: LoginRequest, completion: consuming Completion<String>) {
        completion.complete(with: "real token for \(request.email)")
    }
}

/// A request without a response.
struct LogoutRequest: InteractorRequest, Equatable {}

/// A request that carries a number, for telling many executions apart.
struct NumberRequest: InteractorRequest, Equatable {
    typealias Response = Int
    var value: Int
}
