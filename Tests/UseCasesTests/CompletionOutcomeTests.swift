import Testing
import UseCases

/// Every way a completion handle can end, for both call styles: the paths the executor's stack-borrowed
/// handle and its non-suspending await take.
@Suite struct CompletionOutcomeTests {
    @Test func droppedHandleFailsAClosureCallerWithNotCompleted() {
        let executor = InteractorExecutor()
        executor.register(DroppingInteractor())
        var codes: [InteractorError.Code] = []
        executor.execute(DroppingInteractor.Request()) { _ in
            codes.append(.failed)
        } onError: {
            codes.append($0.code)
        }
        #expect(codes == [.notCompleted])
    }

    @Test func droppedHandleFailsAnAwaitingCallerWithNotCompleted() async {
        let executor = InteractorExecutor()
        executor.register(DroppingInteractor())
        await #expect(throws: InteractorError.self) {
            try await executor.execute(DroppingInteractor.Request())
        }
        do {
            _ = try await executor.execute(DroppingInteractor.Request())
        } catch {
            #expect(error.code == .notCompleted)
        }
    }

    @Test func lateDroppedDetachedHandleFailsAnAwaitingCallerWithNotCompleted() async {
        let executor = InteractorExecutor()
        executor.register(LateDroppingInteractor())
        do {
            _ = try await executor.execute(LateDroppingInteractor.Request())
            Issue.record("expected notCompleted")
        } catch {
            #expect(error.code == .notCompleted)
        }
    }

    @Test func failureReachesAnAwaitingCallerWrapped() async {
        let executor = InteractorExecutor()
        executor.register(FailingInteractor(error: SomeError()))
        do {
            _ = try await executor.execute(FailingInteractor.Request())
            Issue.record("expected interactorThrew")
        } catch {
            #expect(error.code == .interactorThrew)
            #expect(error.underlyingError as? SomeError == SomeError())
        }
    }

    @Test func detachedHandleCompletedBeforeReturningAnswersAnAwaitingCallerOnce() async throws {
        let diagnostics = Recorder<InteractorDiagnostic.Kind>()
        let executor = InteractorExecutor { diagnostics.append($0.kind) }
        executor.register(TwiceCompletingInteractor())
        #expect(try await executor.execute(TwiceCompletingInteractor.Request()) == 1)
        #expect(diagnostics.values == [.completedTwice])
    }

    @Test func detachedHandleCompletedBeforeReturningAnswersAClosureCallerOnce() {
        let diagnostics = Recorder<InteractorDiagnostic.Kind>()
        let executor = InteractorExecutor { diagnostics.append($0.kind) }
        executor.register(TwiceCompletingInteractor())
        var received: [Int] = []
        executor.execute(TwiceCompletingInteractor.Request()) { received.append($0) }
        #expect(received == [1])
        #expect(diagnostics.values == [.completedTwice])
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
