import TestSupport
import Testing
import UseCases

@Suite struct ExactlyOnceTests {

    @Test func droppedCompletionFailsADetachedCallerAtOnce() {
        let executor = InteractorExecutor()
        executor.register(DroppingInteractor())
        let errors = Recorder<InteractorError>()
        executor.executeDetached(DroppingInteractor.Request()) { _ in
            Issue.record("A dropped request must not complete")
        } onError: {
            errors.append($0)
        }
        #expect(errors.values.map(\.code) == [.notCompleted])
        #expect(errors.values.first?.message.contains("DroppingInteractor.Request") == true)
    }

    @Test @MainActor func droppedCompletionFailsAnActorCallerOnItsActor() async {
        let executor = InteractorExecutor()
        executor.register(DroppingInteractor())
        var errors: [InteractorError] = []
        executor.execute(DroppingInteractor.Request()) { _ in
            Issue.record("A dropped request must not complete")
        } onError: {
            MainActor.preconditionIsolated("onError must run on the caller's actor")
            errors.append($0)
        }
        #expect(await eventually { !errors.isEmpty })
        #expect(errors.map(\.code) == [.notCompleted])
    }

    @Test func detachedCompletionReleasedOnAnotherThreadFailsAwaitingCaller() async {
        let executor = InteractorExecutor()
        executor.register(LateDroppingInteractor())
        let error = await #expect(throws: InteractorError.self) {
            try await executor.execute(LateDroppingInteractor.Request())
        }
        #expect(error?.code == .notCompleted)
    }

    @Test func heldCompletionReleasedLaterFailsAwaitingCaller() async {
        let executor = InteractorExecutor()
        let gate = Gate()
        executor.register(GatedInteractor(gate: gate))
        let task = Task { try await executor.execute(GatedInteractor.Request()) }
        #expect(await eventually { gate.isWaiting })
        gate.drop()
        let error = await #expect(throws: InteractorError.self) { try await task.value }
        #expect(error?.code == .notCompleted)
    }

    @Test func everyExecutionOfManyEndsExactlyOnce() async {
        let executor = InteractorExecutor()
        executor.register(DetachedEchoInteractor())
        let outcomes = Recorder<String>()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<1_000 {
                group.addTask {
                    if let response = try? await executor.execute(DetachedEchoInteractor.Request(text: "\(index)")) {
                        outcomes.append(response)
                    }
                }
            }
        }
        #expect(outcomes.count == 1_000)
        #expect(Set(outcomes.values).count == 1_000)
    }
}
