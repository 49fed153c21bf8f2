// expected-error: 'completion' consumed more than once
// Each execution ends exactly once: the compiler rejects a second completion.
import UseCases

struct GreetRequest: InteractorRequest {
    typealias Response = String
}

struct GreetInteractor: Interactor {
    func execute(_ request: GreetRequest, completion: consuming Completion<String>) {
        completion.complete(with: "Hello")
        completion.fail(with: InteractorError(message: "Too late."))
    }
}
