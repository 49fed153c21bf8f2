import Testing
import UseCases

@Suite struct CallStyleTests {
    @Test @MainActor func callbackInteractorCompletesClosureCallerBeforeExecuteReturns() {
        let executor = InteractorExecutor()
        executor.register(EchoInteractor())
        var received: [String] = []
        executor.execute(EchoInteractor.Request(text: "now")) { received.append($0) }
        #expect(received == ["now"])
    }

    @Test func callbackInteractorAnswersAnAwaitingCaller() async throws {
        let executor = InteractorExecutor()
        executor.register(EchoInteractor())
        #expect(try await executor.execute(EchoInteractor.Request(text: "awaited")) == "awaited")
    }

    @Test func asyncInteractorAnswersAnAwaitingCaller() async throws {
        let executor = InteractorExecutor()
        executor.register(AsyncEchoInteractor())
        #expect(try await executor.execute(AsyncEchoInteractor.Request(text: "async")) == "async")
    }

    @Test @MainActor func asyncInteractorAnswersAClosureCaller() async {
        let executor = InteractorExecutor()
        executor.register(AsyncEchoInteractor())
        let response = await withCheckedContinuation { continuation in
            executor.execute(AsyncEchoInteractor.Request(text: "closure")) { continuation.resume(returning: $0) }
        }
        #expect(response == "closure")
    }

    @Test @MainActor func voidResponsesCompleteWithoutAValue() async throws {
        let executor = InteractorExecutor()
        let counter = Recorder<Int>()
        executor.register(CountingInteractor(counter: counter))
        var completions = 0
        executor.execute(CountingInteractor.Request()) { completions += 1 }
        try await executor.execute(CountingInteractor.Request())
        #expect(completions == 1)
        #expect(counter.count == 2)
    }

    @Test func asyncVoidInteractorCompletesAwaitingCaller() async throws {
        let executor = InteractorExecutor()
        let counter = Recorder<Int>()
        executor.register(AsyncCountingInteractor(counter: counter))
        try await executor.execute(AsyncCountingInteractor.Request())
        #expect(counter.count == 1)
    }
}

/// A use case without a response: it only records that it ran.
private struct CountingInteractor: Interactor {
    struct Request: InteractorRequest {}

    let counter: Recorder<Int>

    func execute(_ request: Request, completion: consuming Completion<Void>) {
        counter.append(1)
        completion.complete()
    }
}

private struct AsyncCountingInteractor: AsyncInteractor {
    struct Request: InteractorRequest {}

    let counter: Recorder<Int>

    func execute(_ request: Request) async throws {
        counter.append(1)
    }
}
