// expected-error: requires that 'CountRequest' conform to 'InteractorRequest'
// A screen's execute effect takes a plain request only: a streamed one is run by ScreenEffect.stream.
import UseCases

struct CountRequest: StreamRequest, Equatable {
    typealias Element = Int
    var count: Int
}

enum Command: Sendable {
    case counted
    case failed
}

let effect = ScreenEffect<Command, Never>.execute(
    CountRequest(count: 3),
    onComplete: { _ in Command.counted },
    onError: { _ in Command.failed }
)
