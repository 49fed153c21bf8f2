// expected-error: in a synchronous nonisolated context
// Code on no actor has no actor to receive execute's non-Sendable closures on: it calls executeDetached,
// whose closures are Sendable, or awaits execute(_:).
import UseCases

struct GreetRequest: InteractorRequest {
    typealias Response = String
}

nonisolated func greet(on executor: InteractorExecutor) {
    executor.execute(GreetRequest()) { greeting in
        print(greeting)
    }
}
