/// A registered interactor, seen through its request type only.
///
/// The executor stores registrations as `AnyObject` keyed by `ObjectIdentifier(Request.self)` and,
/// because the key fixes the request type, casts back to `Registration<Request>` without a check.
///
/// The two entry points are stored closures rather than overridden methods: a generic class's vtable
/// always points at unspecialized code, which looks up generic metadata on every call. The closures are
/// made in `@inlinable` initializers, so where `register` is called with a concrete interactor they are
/// specialized for it. They capture nothing (the interactor lives in the subclass), but a generic class
/// stores a closure at the most general abstraction, so each one made in specialized code comes wrapped
/// in a reabstraction thunk with a small allocation of its own: a registration is three allocations
/// (see `Benchmarks/README.md`, "heap per registration").
@usableFromInline
class Registration<Request: InteractorRequest>: @unchecked Sendable {
    // @unchecked: the stored properties are `let` @Sendable closures; subclasses add one `let` Sendable
    // interactor. No state is ever mutated, so no lock is needed.

    @usableFromInline
    typealias Response = Request.Response

    /// Runs the interactor for a caller that passed closures.
    @usableFromInline
    let executeWithCallbacks: ExecuteWithCallbacks

    /// The shape of ``executeWithCallbacks``: it takes the caller's closures, not a `Callbacks` value, and
    /// builds the handle itself, so that the closures are copied once, straight into the handle.
    @usableFromInline
    typealias ExecuteWithCallbacks =
        @Sendable (
            _ registration: Registration,
            _ request: Request,
            _ onComplete: @escaping (Response) -> Void,
            _ onError: ((InteractorError) -> Void)?,
            _ reporter: Reporter,
            _ isolation: isolated (any Actor)?
        ) -> Void

    /// Runs the interactor for an awaiting caller.
    @usableFromInline
    let executeAwaiting:
        @Sendable (Registration, Request, Reporter, isolated (any Actor)?) async -> Result<Response, InteractorError>

    @usableFromInline
    init(
        executeWithCallbacks: @escaping ExecuteWithCallbacks,
        executeAwaiting:
            @escaping @Sendable (
                Registration, Request, Reporter, isolated (any Actor)?
            ) async -> Result<Response, InteractorError>
    ) {
        self.executeWithCallbacks = executeWithCallbacks
        self.executeAwaiting = executeAwaiting
    }
}

/// Adapts a callback-style ``Interactor``.
@usableFromInline
final class CallbackRegistration<Wrapped: Interactor>: Registration<Wrapped.Request>, @unchecked Sendable {
    // @unchecked: adds one `let` of a Sendable type to an immutable base class; no lock is needed.
    @usableFromInline
    let interactor: Wrapped

    @inlinable
    init(_ interactor: Wrapped) {
        self.interactor = interactor
        super.init(
            executeWithCallbacks: { registration, request, onComplete, onError, reporter, isolation in
                // Sound: this closure is only ever stored in, and called with, this registration.
                let interactor = unsafeDowncast(registration, to: Self.self).interactor
                let callbacks = Callbacks(
                    onComplete: onComplete, onError: onError, isolation: isolation, reporter: reporter)
                interactor.execute(request, completion: Completion(.callbacks(callbacks)))
            },
            executeAwaiting: { registration, request, reporter, isolation in
                let interactor = unsafeDowncast(registration, to: Self.self).interactor
                return await Self.awaitCompletion(of: interactor, request, reporter: reporter, isolation: isolation)
            }
        )
    }

    /// Runs the interactor for an awaiting caller without suspending when it completes before returning.
    ///
    /// The completion handle leaves the outcome in a `CompletionState`. Only when the interactor detaches
    /// its handle does the caller wait, on a continuation that the detached handle resumes.
    @inlinable
    static func awaitCompletion(
        of interactor: Wrapped,
        _ request: Wrapped.Request,
        reporter: Reporter,
        isolation: isolated (any Actor)?
    ) async -> Result<Wrapped.Request.Response, InteractorError> {
        // A task cancelled before the execution starts gets its answer without running the interactor.
        guard !Task.isCancelled else {
            return .failure(.cancelled(reporter.requestType))
        }
        let state = CompletionState<Wrapped.Request.Response>(.starting, reporter: reporter)
        interactor.execute(request, completion: Completion(.state(state)))
        let outcome: Result<Wrapped.Request.Response, InteractorError>
        if case .returnOutcome(let early) = state.next() {
            outcome = early
        } else {
            outcome = await withTaskCancellationHandler {
                await withUnsafeContinuation(isolation: isolation) { continuation in
                    state.attach(continuation)
                }
            } onCancel: {
                state.cancel()
            }
        }
        // Cancelled while the interactor ran, or just before the continuation was attached: the caller
        // stopped waiting, whatever the interactor answered.
        return Task.isCancelled ? .failure(.cancelled(reporter.requestType)) : outcome
    }
}

/// Adapts an ``AsyncInteractor``.
@usableFromInline
final class AsyncRegistration<Wrapped: AsyncInteractor>: Registration<Wrapped.Request>, @unchecked Sendable {
    // @unchecked: adds one `let` of a Sendable type to an immutable base class; no lock is needed.
    @usableFromInline
    let interactor: Wrapped

    @inlinable
    init(_ interactor: Wrapped) {
        self.interactor = interactor
        super.init(
            executeWithCallbacks: { registration, request, onComplete, onError, reporter, isolation in
                let interactor = unsafeDowncast(registration, to: Self.self).interactor
                let callbacks = Callbacks(
                    onComplete: onComplete, onError: onError, isolation: isolation, reporter: reporter)
                Task {
                    _ = isolation  // Captured so the task runs on the caller's actor, where the callbacks belong.
                    let result = await Self.run(interactor, request, requestType: Wrapped.Request.self)
                    callbacks.deliver(result)
                }
            },
            executeAwaiting: { registration, request, _, _ in
                let interactor = unsafeDowncast(registration, to: Self.self).interactor
                let result = await Self.run(interactor, request, requestType: Wrapped.Request.self)
                // Once the caller's task is cancelled, the outcome is a cancellation, whatever the interactor
                // returned or threw: the same answer a callback interactor's caller gets.
                return Task.isCancelled ? .failure(.cancelled(Wrapped.Request.self)) : result
            }
        )
    }

    @inlinable
    static func run(
        _ interactor: Wrapped,
        _ request: Wrapped.Request,
        requestType: any Any.Type
    ) async -> Result<Wrapped.Request.Response, InteractorError> {
        do {
            return .success(try await interactor.execute(request))
        } catch {
            return .failure(InteractorError(wrapping: error, requestType: requestType))
        }
    }
}
