import TestSupport
import Testing
import UseCases

@Suite struct CancellationTests {
    @Test func cancellingTheAwaitingTaskEndsACallbackExecutionAtOnce() async {
        let executor = InteractorExecutor()
        let gate = Gate()
        executor.register(GatedInteractor(gate: gate))
        let task = Task { try await executor.execute(GatedInteractor.Request()) }
        #expect(await eventually { gate.isWaiting })
        task.cancel()
        let result = await task.result
        #expect(throws: InteractorError.self) { try result.get() }
        #expect((try? result.get()) == nil)
        if case .failure(let error as InteractorError) = result {
            #expect(error.code == .cancelled)
        }
    }

    @Test func cancellationReachesACallbackInteractor() async {
        let executor = InteractorExecutor()
        let observed = Recorder<Bool>()
        executor.register(CancellationObservingInteractor(observed: observed))
        let task = Task { try await executor.execute(CancellationObservingInteractor.Request()) }
        #expect(await eventually { observed.count == 1 })
        task.cancel()
        _ = await task.result
        #expect(await eventually { observed.values.last == true })
    }

    @Test func cancellationReachesAnAsyncInteractor() async {
        let executor = InteractorExecutor()
        let sawCancellation = Recorder<Bool>()
        executor.register(SleepingInteractor(sawCancellation: sawCancellation))
        let task = Task { try await executor.execute(SleepingInteractor.Request()) }
        task.cancel()
        let result = await task.result
        #expect(sawCancellation.values == [true], "the interactor must see the cancellation")
        expectCancelled(result)
    }

    @Test func anyOutcomeAfterCancellationIsACancellation() async {
        let executor = InteractorExecutor()
        executor.register(ThrowsAfterCancellationInteractor())
        let task = Task { try await executor.execute(ThrowsAfterCancellationInteractor.Request()) }
        task.cancel()
        let result = await task.result
        expectCancelled(result)
    }

    @Test func awaitingAnAlreadyCancelledTaskEndsWithCancellation() async {
        let executor = InteractorExecutor()
        executor.register(EchoInteractor())
        let task = Task {
            while !Task.isCancelled { await Task.yield() }
            return try await executor.execute(EchoInteractor.Request(text: "too late"))
        }
        task.cancel()
        let result = await task.result
        expectCancelled(result)
    }
}

/// Detaches its completion and reports whether it has seen the caller cancel, until it has.
private struct CancellationObservingInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = Int
    }

    let observed: Recorder<Bool>

    func execute(_ request: Request, completion: consuming Completion<Int>) {
        let pending = completion.detach()
        observed.append(pending.isCancelled)
        Task.detached {
            while !pending.isCancelled { await Task.yield() }
            observed.append(true)
        }
    }
}

/// Sleeps for a minute unless cancelled, and records whether the sleep ended by cancellation.
private struct SleepingInteractor: AsyncInteractor {
    struct Request: InteractorRequest {
        typealias Response = Int
    }

    let sawCancellation: Recorder<Bool>

    func execute(_ request: Request) async throws -> Int {
        do {
            try await Task.sleep(nanoseconds: 60_000_000_000)
            sawCancellation.append(false)
        } catch {
            sawCancellation.append(error is CancellationError)
            throw error
        }
        return 0
    }
}

/// Ignores cancellation and throws an error of its own, which the cancelled caller must not see.
private struct ThrowsAfterCancellationInteractor: AsyncInteractor {
    struct Request: InteractorRequest {
        typealias Response = Int
    }

    func execute(_ request: Request) async throws -> Int {
        while !Task.isCancelled { await Task.yield() }
        throw SomeError()
    }
}

/// Expects the result of a cancelled task: an `InteractorError` with the `cancelled` code.
private func expectCancelled<Success>(
    _ result: Result<Success, any Error>,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if case .failure(let error as InteractorError) = result {
        #expect(error.code == .cancelled, sourceLocation: sourceLocation)
    } else {
        Issue.record("Expected a cancellation error, got \(result)", sourceLocation: sourceLocation)
    }
}
