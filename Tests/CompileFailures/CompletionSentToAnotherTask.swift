// expected-error: noncopyable 'handle' cannot be consumed when captured by an escaping closure
// A Completion lives on the stack: to complete from another task, an interactor detaches it first.
import UseCases

struct GreetRequest: InteractorRequest {
    typealias Response = String
}

struct GreetInteractor: Interactor {
    func execute(_ request: GreetRequest, completion: consuming Completion<String>) {
        let handle = completion
        Task.detached {
            handle.complete(with: "Hello")
        }
    }
}
