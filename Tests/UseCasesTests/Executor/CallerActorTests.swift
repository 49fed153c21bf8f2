import TestSupport
import Testing
import UseCases

@Suite struct CallerActorTests {
    @Test @MainActor func detachedCompletionIsDeliveredOnTheMainActor() async {
        let executor = InteractorExecutor()
        executor.register(DetachedEchoInteractor())
        let response = await withCheckedContinuation { continuation in
            executor.execute(DetachedEchoInteractor.Request(text: "main")) { response in
                MainActor.preconditionIsolated("onComplete must run on the caller's actor")
                continuation.resume(returning: response)
            }
        }
        #expect(response == "main")
    }

    @Test @MainActor func errorFromAnotherThreadIsDeliveredOnTheMainActor() async {
        let executor = InteractorExecutor()
        executor.register(LateDroppingInteractor())
        let error = await withCheckedContinuation { continuation in
            executor.execute(LateDroppingInteractor.Request()) { _ in
                Issue.record("A dropped request must not complete")
            } onError: { error in
                MainActor.preconditionIsolated("onError must run on the caller's actor")
                continuation.resume(returning: error)
            }
        }
        #expect(error.code == .notCompleted)
    }

    @Test @MainActor func asyncInteractorResultIsDeliveredOnTheMainActor() async {
        let executor = InteractorExecutor()
        executor.register(AsyncEchoInteractor())
        let response = await withCheckedContinuation { continuation in
            executor.execute(AsyncEchoInteractor.Request(text: "async")) { response in
                MainActor.preconditionIsolated("onComplete must run on the caller's actor")
                continuation.resume(returning: response)
            }
        }
        #expect(response == "async")
    }

    @Test func completionIsDeliveredOnACustomActor() async {
        let executor = InteractorExecutor()
        executor.register(DetachedEchoInteractor())
        let caller = CallingActor()
        #expect(await caller.echo("actor", through: executor) == "actor")
    }

    @Test @MainActor func viewModelUpdatesItsStateFromCallbacks() async {
        let executor = InteractorExecutor()
        executor.register(DetachedEchoInteractor())
        let model = EchoViewModel(executor: executor)
        model.send("hello")
        #expect(model.isLoading)
        #expect(await eventually { !model.isLoading })
        #expect(model.lastEcho == "hello")
    }
}

/// An actor that executes a request and checks where its callback runs.
private actor CallingActor {
    private var received: [String] = []

    func echo(_ text: String, through executor: InteractorExecutor) async -> String {
        await withCheckedContinuation { continuation in
            executor.execute(DetachedEchoInteractor.Request(text: text)) { response in
                self.preconditionIsolated("onComplete must run on the calling actor")
                self.received.append(response)
                continuation.resume(returning: response)
            }
        }
    }
}

/// A view model in the shape apps write: main-actor state changed from callbacks, no dispatch code.
@MainActor
private final class EchoViewModel {
    private let executor: InteractorExecutor
    private(set) var isLoading = false
    private(set) var lastEcho: String?

    init(executor: InteractorExecutor) {
        self.executor = executor
    }

    func send(_ text: String) {
        isLoading = true
        executor.execute(DetachedEchoInteractor.Request(text: text)) { [weak self] response in
            self?.lastEcho = response
            self?.isLoading = false
        } onError: { [weak self] _ in
            self?.isLoading = false
        }
    }
}
