import TestSupport
import Testing
import UseCases

/// After every execution has ended, nothing the executor touched is kept alive.
@Suite struct MemoryTests {
    @Test @MainActor func classRequestIsReleasedAfterItsExecution() async throws {
        let executor = InteractorExecutor()
        executor.register(ClassRequestInteractor())
        weak var released: ClassRequest?
        do {
            let request = ClassRequest()
            released = request
            #expect(try await executor.execute(request) == 1)
            executor.execute(request) { _ in }
        }
        #expect(released == nil)
    }

    @Test @MainActor func callbacksAndWhatTheyCaptureAreReleasedAfterDelivery() async {
        let executor = InteractorExecutor()
        executor.register(DetachedEchoInteractor())
        weak var released: Witness?
        let delivered = Recorder<String>()
        do {
            let witness = Witness()
            released = witness
            executor.execute(DetachedEchoInteractor.Request(text: "late")) { response in
                witness.touch()
                delivered.append(response)
            }
        }
        #expect(await eventually { delivered.count == 1 })
        #expect(await eventually { released == nil })
    }

    @Test @MainActor func callbacksOfADroppedExecutionAreReleased() async {
        let executor = InteractorExecutor()
        executor.register(LateDroppingInteractor())
        weak var released: Witness?
        let errors = Recorder<InteractorError>()
        do {
            let witness = Witness()
            released = witness
            executor.execute(LateDroppingInteractor.Request()) { _ in
                witness.touch()
            } onError: {
                errors.append($0)
            }
        }
        #expect(await eventually { errors.count == 1 })
        #expect(await eventually { released == nil })
    }

    @Test @MainActor func unregisteredInteractorIsReleased() {
        let executor = InteractorExecutor()
        weak var released: ClassInteractor?
        do {
            let interactor = ClassInteractor()
            released = interactor
            executor.register(interactor)
            executor.execute(ClassInteractor.Request()) { _ in }
        }
        #expect(released != nil)
        executor.unregister(ClassInteractor.Request.self)
        #expect(released == nil)
    }

    @Test func replacedInteractorIsReleased() {
        let executor = InteractorExecutor()
        weak var released: ClassInteractor?
        do {
            let interactor = ClassInteractor()
            released = interactor
            executor.register(interactor)
        }
        executor.register(ClassInteractor())
        #expect(released == nil)
    }

    @Test func executorInteractorAndRequestFormNoCycle() async throws {
        weak var releasedExecutor: InteractorExecutor?
        weak var releasedInteractor: ClassInteractor?
        do {
            let executor = InteractorExecutor()
            let interactor = ClassInteractor()
            releasedExecutor = executor
            releasedInteractor = interactor
            executor.register(interactor)
            try await executor.execute(ClassInteractor.Request())
        }
        #expect(releasedExecutor == nil)
        #expect(releasedInteractor == nil)
    }
}

private final class Witness: Sendable {
    func touch() {}
}

private final class ClassRequest: InteractorRequest {
    typealias Response = Int
}

private struct ClassRequestInteractor: Interactor {
    func execute(_ request: ClassRequest, completion: consuming Completion<Int>) {
        let pending = completion.detach()
        Task.detached { pending.complete(with: 1) }
    }
}

private final class ClassInteractor: Interactor {
    struct Request: InteractorRequest {}

    func execute(_ request: Request, completion: consuming Completion<Void>) {
        completion.complete()
    }
}
