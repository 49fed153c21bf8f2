// expected: compiles
// The control: the right way to run a streamed use case, in every place a misuse below takes the wrong
// one. Proves that the harness type-checks against the built UseCases and UseCaseSpy modules at all.
import UseCaseSpy
import UseCases

struct ImportRequest: StreamRequest, Equatable {
    typealias Element = Int
    typealias Response = String
    var lines: [String]
}

@MainActor func receiveTheElements(on executor: InteractorExecutor) async throws {
    _ = try await executor.stream(ImportRequest(lines: ["a"])) { _ in }
    executor.execute(ImportRequest(lines: ["a"])) { _ in
    } onComplete: { _ in
    } onError: { _ in
    }
}

func feedThemBack() -> ScreenEffect<String, Never> {
    .stream(ImportRequest(lines: ["a"]), onElement: { "\($0)" }, onComplete: { $0 }, onError: { $0.message })
}

func script(_ spy: StreamSpy<ImportRequest>) {
    spy.respond(with: "done", after: [1, 2])
}
