import TestSupport
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

    @Test @MainActor func detachedCompletionCompletedBeforeExecuteReturnsRunsTheClosureLaterOnTheCallersActor() async {
        let executor = InteractorExecutor()
        executor.register(DetachingAtOnceInteractor())
        var received: [String] = []
        executor.execute(DetachingAtOnceInteractor.Request()) { text in
            MainActor.preconditionIsolated("onComplete runs on the caller's actor")
            received.append(text)
        }
        // Once the interactor detached its handle, the outcome always comes in a task on the caller's actor,
        // even when it was there before `execute` returned: the documented rule (Concurrency, Architecture).
        #expect(received.isEmpty)
        #expect(await eventually { !received.isEmpty })
        #expect(received == ["at once"])
    }

    @Test func detachedCompletionCompletedBeforeExecuteReturnsAnswersAnAwaitingCaller() async throws {
        let executor = InteractorExecutor()
        executor.register(DetachingAtOnceInteractor())
        #expect(try await executor.execute(DetachingAtOnceInteractor.Request()) == "at once")
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

/// Detaches its handle and completes it before returning, as a plugin stub that answers at once makes it do.
private struct DetachingAtOnceInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = String
    }

    func execute(_ request: Request, completion: consuming Completion<String>) {
        let pending = completion.detach()
        pending.complete(with: "at once")
    }
}
