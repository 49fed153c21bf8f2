import TestSupport
import Testing
import UseCases

/// Completions that arrive before the interactor returns, for both call styles: the paths where an
/// awaiting caller gets its answer without suspending. (Dropped handles: ExactlyOnceTests.)
@Suite struct CompletionOutcomeTests {
    @Test func detachedHandleCompletedBeforeReturningAnswersAnAwaitingCallerOnce() async throws {
        let diagnostics = Recorder<InteractorDiagnostic.Kind>()
        let executor = InteractorExecutor { diagnostics.append($0.kind) }
        executor.register(TwiceCompletingInteractor())
        #expect(try await executor.execute(TwiceCompletingInteractor.Request()) == 1)
        #expect(diagnostics.values == [.completedTwice])
    }

    @Test @MainActor func detachedHandleCompletedBeforeReturningAnswersAClosureCallerOnce() async {
        let diagnostics = Recorder<InteractorDiagnostic.Kind>()
        let executor = InteractorExecutor { diagnostics.append($0.kind) }
        executor.register(TwiceCompletingInteractor())
        var received: [Int] = []
        executor.execute(TwiceCompletingInteractor.Request()) { received.append($0) }
        #expect(diagnostics.values == [.completedTwice])
        // A detached handle delivers through a hop onto the caller's actor, so after execute returns.
        #expect(await eventually { received == [1] })
        await Task.yield()
        #expect(received == [1])
    }

    @Test func cancelledTaskGetsCancelledFromACallbackInteractor() async {
        let executor = InteractorExecutor()
        executor.register(EchoInteractor())
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await executor.execute(EchoInteractor.Request(text: "never"))
        }
        do {
            _ = try await task.value
            Issue.record("expected cancelled")
        } catch let error as InteractorError {
            #expect(error.code == .cancelled)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
