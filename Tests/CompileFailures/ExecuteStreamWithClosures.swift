// expected-error: is unavailable: This drops the use case's elements
// Executing a streamed use case with `execute(_:onComplete:onError:)` would drop its elements.
import UseCases

struct ImportRequest: StreamRequest {
    typealias Element = Int
    typealias Response = String
}

@MainActor func importAll(on executor: InteractorExecutor) {
    executor.execute(ImportRequest()) { _ in
    } onError: { _ in
    }
}
