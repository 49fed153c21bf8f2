/// An interactor that its factory builds on the first execution: what `InteractorExecutor.registerLazily(_:)`
/// registers.
///
/// The factory runs once, in the first execution, outside any lock. Executions that arrive while it runs
/// wait without blocking their thread: each leaves a closure that the building call runs once the
/// interactor is built, which only resumes the waiting caller or starts a task for it. So each execution
/// still runs as its caller's, and a factory that executes its own request type, directly or through
/// another use case, finds its execution queued rather than deadlocked.
///
/// Inlinable, like the rest of the execute path, so that it is specialized for the interactor where it is
/// registered: unspecialized, an execution cost about five times as much (`Benchmarks/README.md`, "Lazy
/// registration").
@usableFromInline
final class LazyInteractor<Wrapped: Sendable>: Sendable {
    @usableFromInline
    typealias Waiter = @Sendable (Wrapped) -> Void

    @usableFromInline
    let build: Locked<LazyBuildStateMachine<Wrapped, Waiter>>

    @inlinable
    init(_ factory: @escaping @Sendable () -> Wrapped) {
        build = Locked(LazyBuildStateMachine(factory))
    }

    /// The interactor, built now when this is the first call; `nil` while another call is building it.
    @inlinable
    func interactorUnlessBuilding() -> Wrapped? {
        switch build.withLock({ $0.access() }) {
        case .use(let interactor):
            return interactor
        case .build(let factory):
            let interactor = factory()
            built(interactor)
            return interactor
        case .wait:
            return nil
        }
    }

    /// Ends the build that ``interactorUnlessBuilding()`` started, handing `interactor` to every waiter.
    @inlinable
    func built(_ interactor: Wrapped) {
        for waiter in build.withLock({ $0.built(interactor) }) {
            waiter(interactor)
        }
    }

    /// Runs `body` with the interactor once it is built: right here when it is built already, otherwise in
    /// the call that builds it, so `body` must only hand the interactor on. Call it only after
    /// ``interactorUnlessBuilding()`` returned `nil`.
    @usableFromInline
    func whenBuilt(_ body: @escaping Waiter) {
        if let interactor = build.withLock({ $0.wait(body) }) {
            body(interactor)
        }
    }

    /// The interactor, waiting without blocking while another call builds it.
    @inlinable
    func interactor(isolation: isolated (any Actor)?) async -> Wrapped {
        if let interactor = interactorUnlessBuilding() {
            return interactor
        }
        // Resumed once: whenBuilt(_:) runs the closure right here, or once when the interactor is built.
        return await withUnsafeContinuation(isolation: isolation) { continuation in
            whenBuilt { continuation.resume(returning: $0) }
        }
    }

    /// How many executions wait for the interactor; for tests.
    var waitingCount: Int {
        build.withLock { build in
            guard case .building(let waiters) = build.phase else { return 0 }
            return waiters.count
        }
    }
}

extension LazyInteractor where Wrapped: Interactor {
    /// Runs an execution that arrived while another call builds the interactor, once it is built: in a
    /// task of its own, on the caller's actor for a caller with closures, so that it runs where an
    /// execution of this interactor runs and its handle reports its own caller's cancellation.
    @usableFromInline
    func executeWhenBuilt(_ request: Wrapped.Request, completion: consuming Completion<Wrapped.Request.Response>) {
        let actor = completion.callerActor
        let storage = completion.detachStorage()
        whenBuilt { built in
            Task {
                await Self.execute(built, request, storage, on: actor)
            }
        }
    }

    private static func execute(
        _ interactor: Wrapped,
        _ request: Wrapped.Request,
        _ storage: CompletionStorage<Wrapped.Request.Response>,
        on actor: isolated (any Actor)?
    ) {
        // An awaiting caller cancelled while it waited has its answer already: the use case need not run.
        guard !storage.isCancelled else { return }
        interactor.execute(request, completion: Completion(.stored(storage)))
    }
}
