/// An interactor that its factory builds on the first execution: what `InteractorExecutor.registerLazily(_:)`
/// registers.
///
/// The factory runs once, on the thread of the first execution, outside any lock. Executions that arrive
/// while it runs wait without blocking their thread: each leaves a closure that the building thread runs
/// with the interactor as soon as it is built. So a factory that executes its own request type, directly or
/// through another use case, finds its execution queued rather than deadlocked.
///
/// Inlinable, like the rest of the execute path, so that it is specialized for the interactor where it is
/// registered: unspecialized, an execution cost about five times as much (`Benchmarks/README.md`, "Lazy
/// registration").
@usableFromInline
final class LazyInteractor<Wrapped: Sendable>: Sendable {
    @usableFromInline
    typealias Waiter = @Sendable (Wrapped) -> Void

    @usableFromInline
    let build: Locked<LazyBuild<Wrapped, Waiter>>

    @inlinable
    init(_ factory: @escaping @Sendable () -> Wrapped) {
        build = Locked(LazyBuild(factory))
    }

    /// The interactor, built now when this is the first call; `nil` while another call is building it.
    @inlinable
    func interactorUnlessBuilding() -> Wrapped? {
        switch build.withLock({ $0.access() }) {
        case .use(let interactor):
            return interactor
        case .build(let factory):
            let interactor = factory()
            for waiter in build.withLock({ $0.finish(interactor) }) {
                waiter(interactor)
            }
            return interactor
        case .wait:
            return nil
        }
    }

    /// Runs `body` with the interactor once it is built: right here when it is built already, otherwise on
    /// the thread that builds it. Call it only after ``interactorUnlessBuilding()`` returned `nil`.
    @inlinable
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
        return await withUnsafeContinuation(isolation: isolation) { continuation in
            whenBuilt { continuation.resume(returning: $0) }
        }
    }
}

extension Registry.Registration {
    /// A callback interactor built on the first execution.
    @inlinable
    convenience init<Wrapped: Interactor>(lazy interactor: LazyInteractor<Wrapped>) where Wrapped.Request == Request {
        self.init(
            kind: .callback { request, completion in
                if let built = interactor.interactorUnlessBuilding() {
                    return built.execute(request, completion: completion)
                }
                // Built by another thread right now: run there once it is built, with a handle that still
                // reaches this caller.
                let storage = completion.detachStorage()
                interactor.whenBuilt { built in
                    built.execute(request, completion: Completion(.stored(storage)))
                }
            })
    }

    /// An `async` interactor built on the first execution.
    @inlinable
    convenience init<Wrapped: AsyncInteractor>(lazy interactor: LazyInteractor<Wrapped>)
    where Wrapped.Request == Request {
        self.init(
            kind: .async { request, isolation in
                let built = await interactor.interactor(isolation: isolation)
                do {
                    return .success(try await built.execute(request))
                } catch {
                    return .failure(InteractorError(wrapping: error, requestType: Request.self))
                }
            })
    }
}
