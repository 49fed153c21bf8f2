import TestSupport
import Testing
import UseCases

/// `interactor.execute(request)`: one interactor run without an executor, with the executor's checks.
@Suite struct DirectExecutionTests {

    @Test func returnsTheResponseOfAnInteractorThatCompletesAtOnce() async throws {
        let text = try await EchoInteractor().execute(EchoInteractor.Request(text: "hello"))
        #expect(text == "hello")
    }

    @Test func returnsTheResponseCompletedLaterOnAnotherThread() async throws {
        let text = try await DetachedEchoInteractor().execute(DetachedEchoInteractor.Request(text: "later"))
        #expect(text == "later")
    }

    @Test func throwsTheInteractorsErrorWrappedInAnInteractorError() async {
        let error = await #expect(throws: InteractorError.self) {
            try await FailingInteractor(error: SomeError()).execute(FailingInteractor.Request())
        }
        #expect(error?.code == .interactorThrew)
        #expect(error?.underlyingError as? SomeError == SomeError())
    }

    @Test func aCompletionLetGoWithoutCompletingThrowsNotCompleted() async {
        let dropped = await #expect(throws: InteractorError.self) {
            try await DroppingInteractor().execute(DroppingInteractor.Request())
        }
        #expect(dropped?.code == .notCompleted)
        let droppedLater = await #expect(throws: InteractorError.self) {
            try await LateDroppingInteractor().execute(LateDroppingInteractor.Request())
        }
        #expect(droppedLater?.code == .notCompleted)
    }

    @Test func aSecondCompletionGoesToTheDiagnosticsHandlerAndTheFirstIsReturned() async throws {
        let diagnostics = DiagnosticsRecorder()
        let value = try await TwiceCompletingInteractor().execute(
            TwiceCompletingInteractor.Request(), diagnostics: diagnostics.handler)
        #expect(value == 1)
        #expect(diagnostics.kinds() == [.completedTwice])
        #expect(diagnostics.all.values.first?.requestType == TwiceCompletingInteractor.Request.self)
    }

    @Test func cancellingTheAwaitingTaskThrowsCancelled() async {
        let gate = Gate()
        let interactor = GatedInteractor(gate: gate)
        let outcome = Recorder<InteractorError.Code>()
        let task = Task {
            do throws(InteractorError) {
                _ = try await interactor.execute(GatedInteractor.Request())
            } catch {
                outcome.append(error.code)
            }
        }
        defer { gate.open(with: 1) }  // Late, and dropped; it also ends the task if cancelling failed to.
        #expect(await eventually { gate.isWaiting })
        task.cancel()
        #expect(await eventually { outcome.count == 1 }, "Cancelling did not end the execution")
        #expect(outcome.values == [.cancelled])
    }

    @Test @MainActor func runsTheInteractorOnTheCallersActorBeforeReturning() async throws {
        let text = try await MainActorCheckingInteractor().execute(MainActorCheckingInteractor.Request())
        #expect(text == "on the main actor")
    }
}

/// Completes at once, after checking that it runs on the main actor.
private struct MainActorCheckingInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = String
    }

    func execute(_ request: Request, completion: consuming Completion<String>) {
        MainActor.preconditionIsolated("A callback interactor runs on its caller's actor")
        completion.complete(with: "on the main actor")
    }
}
