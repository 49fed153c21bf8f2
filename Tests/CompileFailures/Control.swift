// expected: compiles
// The control: the right way to do what each misuse beside it does wrongly. Proves that the harness
// compiles against the built UseCases and UseCaseSpy modules at all.
import UseCaseSpy
import UseCases

struct GreetRequest: InteractorRequest {
    typealias Response = String
}

struct GreetInteractor: Interactor {
    func execute(_ request: GreetRequest, completion: consuming Completion<String>) {
        let pending = completion.detach()
        Task.detached {
            pending.complete(with: "Hello")
        }
    }
}

@MainActor func greetOnTheMainActor(on executor: InteractorExecutor) {
    executor.execute(GreetRequest()) { greeting in
        print(greeting)
    }
}

nonisolated func greetFromNoActor(on executor: InteractorExecutor) {
    executor.executeDetached(GreetRequest()) { greeting in
        print(greeting)
    }
}

func script(_ spy: InteractorSpy<GreetRequest>) {
    spy.respond(with: "Hello")
}

struct CountRequest: StreamRequest, Equatable {
    typealias Element = Int
    var count: Int
}

enum CountCommand: Sendable {
    case counted(Int)
    case finished
    case failed
}

func count(on executor: InteractorExecutor) async throws {
    try await executor.stream(CountRequest(count: 3)) { number in
        print(number)
    }
}

let countEffect = ScreenEffect<CountCommand, Never>.stream(
    CountRequest(count: 3),
    onElement: { CountCommand.counted($0) },
    onComplete: { _ in CountCommand.finished },
    onError: { _ in CountCommand.failed }
)

let countSpy = StreamSpy<CountRequest>()
