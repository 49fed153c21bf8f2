// MARK: - Executing

extension InteractorExecutor {
    /// Executes a request and calls `onComplete` or `onError` exactly once, on the caller's actor.
    ///
    /// Call it from an actor: a `@MainActor` view model, a presenter, any `actor`. A callback interactor
    /// runs right away on the calling thread; when it completes through the ``Completion`` it was given
    /// before returning, the closure runs before `execute` returns. When it completes later, or when the
    /// interactor is `async`, the closure runs later on the caller's actor, whichever thread completes. So
    /// the closures may use the actor's state freely, and need not be `Sendable`.
    ///
    /// Code that runs on no actor (an interactor's own `execute`, a nonisolated function) cannot call this
    /// method: it would have no actor to receive the closures on. It calls
    /// ``executeDetached(_:onComplete:onError:)`` with `Sendable` closures, or awaits the
    /// `async` ``execute(_:isolation:)``.
    ///
    /// - Parameters:
    ///   - request: The request to execute.
    ///   - isolation: The caller's actor; leave the default, which the compiler fills in.
    ///   - onComplete: Receives the response.
    ///   - onError: Receives the error. Without it, an error goes to the executor's diagnostics handler
    ///     instead of being lost.
    @inlinable
    public func execute<Request: InteractorRequest>(
        _ request: Request,
        isolation: isolated any Actor = #isolation,
        onComplete: @escaping (Request.Response) -> Void,
        onError: ((InteractorError) -> Void)? = nil
    ) {
        dispatch(request, isolation: isolation, onComplete: onComplete, onError: onError)
    }

    /// Executes a request from code that runs on no actor, with closures that may run on any thread.
    ///
    /// The counterpart of ``execute(_:isolation:onComplete:onError:)`` for nonisolated code, such as an
    /// interactor that executes another use case: the closures are `Sendable`, because they run on whichever
    /// thread completes (right away, on the calling thread, when the interactor completes before
    /// returning). An interactor that finishes its own execution from them detaches its completion first:
    ///
    /// ```swift
    /// let pending = completion.detach()
    /// executor.executeDetached(LoadUserRequest(id: request.userID)) { user in
    ///     pending.complete(with: user.name)
    /// } onError: { error in
    ///     pending.fail(with: error)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - request: The request to execute.
    ///   - onComplete: Receives the response, on any thread.
    ///   - onError: Receives the error, on any thread. Without it, an error goes to the executor's
    ///     diagnostics handler instead of being lost.
    @inlinable
    public func executeDetached<Request: InteractorRequest>(
        _ request: Request,
        onComplete: @escaping @Sendable (Request.Response) -> Void,
        onError: (@Sendable (InteractorError) -> Void)? = nil
    ) {
        dispatch(request, isolation: nil, onComplete: onComplete, onError: onError)
    }

    /// Both closure entry points: `isolation` is the caller's actor, or `nil` when the closures are `Sendable`.
    @inlinable
    func dispatch<Request: InteractorRequest>(
        _ request: Request,
        isolation: isolated (any Actor)?,
        onComplete: @escaping (Request.Response) -> Void,
        onError: ((InteractorError) -> Void)?
    ) {
        guard let (registration, isAsync) = registeredObject(for: ObjectIdentifier(Request.self)) else {
            notRegisteredObserver?(request)
            let callbacks = Callbacks(
                onComplete: onComplete,
                onError: onError,
                isolation: isolation,
                reporter: reporter(for: Request.self)
            )
            return callbacks.deliver(.failure(.notRegistered(Request.self)))
        }
        let reporter = reporter(for: Request.self)
        // Sound: `store` files an AsyncEntry<Request> with `isAsync`, or a CallbackEntry<Request> without,
        // under ObjectIdentifier(Request.self), and nothing else.
        if isAsync {
            let entry = unsafeDowncast(registration, to: AsyncEntry<Request>.self)
            let callbacks = Callbacks(
                onComplete: onComplete, onError: onError, isolation: isolation, reporter: reporter)
            Task {
                _ = isolation  // Captured so the task runs on the caller's actor, where the callbacks belong.
                callbacks.deliver(await entry.run(entry, request, isolation))
            }
            return
        }
        // The registration is held for the whole call, so its entry point is borrowed rather than retained:
        // one atomic increment and decrement less per call, on an object that every caller shares. The
        // closure takes the caller's actor as a plain value: capturing the `isolated` parameter would make it
        // an actor-isolated closure, which gets a run-time isolation check on entry.
        let callerActor: (any Actor)? = isolation
        let entry = unsafeDowncast(registration, to: CallbackEntry<Request>.self)
        Unmanaged.passUnretained(entry)._withUnsafeGuaranteedRef { entry in
            entry.run(entry, request, onComplete, onError, reporter, callerActor, nil)
        }
        withExtendedLifetime(entry) {}  // Holds `entry` until here, past the borrow.
    }

    /// Executes a request and returns the response.
    ///
    /// Works the same for callback and `async` interactors. Cancelling the awaiting task reaches the
    /// interactor (``Completion/isCancelled``, or `Task.isCancelled` in an ``AsyncInteractor``). A callback
    /// interactor's caller gets ``InteractorError/Code/cancelled`` at once, whatever the interactor does
    /// later; an async interactor runs inside the caller's task, so its caller gets it when the interactor
    /// returns, whatever it returned or threw.
    ///
    /// - Parameters:
    ///   - request: The request to execute.
    ///   - isolation: The caller's actor; leave the default, which the compiler fills in.
    /// - Returns: The interactor's response.
    /// - Throws: ``InteractorError``: the interactor's own, or ``InteractorError/Code/notRegistered``,
    ///   ``InteractorError/Code/notCompleted``, ``InteractorError/Code/cancelled`` or
    ///   ``InteractorError/Code/interactorThrew``.
    @inlinable
    public func execute<Request: InteractorRequest>(
        _ request: Request,
        isolation: isolated (any Actor)? = #isolation
    ) async throws(InteractorError) -> Request.Response {
        guard let (registration, isAsync) = registeredObject(for: ObjectIdentifier(Request.self)) else {
            notRegisteredObserver?(request)
            throw .notRegistered(Request.self)
        }
        let outcome: Result<Request.Response, InteractorError>
        if isAsync {
            let entry = unsafeDowncast(registration, to: AsyncEntry<Request>.self)
            let result = await entry.run(entry, request, isolation)
            // Once the caller's task is cancelled, the outcome is a cancellation, whatever the interactor
            // returned or threw: the same answer a callback interactor's caller gets.
            outcome = Task.isCancelled ? .failure(.cancelled(Request.self)) : result
        } else {
            let entry = unsafeDowncast(registration, to: CallbackEntry<Request>.self)
            outcome = await awaitCompletion(of: entry, request, isolation: isolation)
        }
        return try outcome.get()
    }

    /// Runs a callback interactor for an awaiting caller, without suspending when it completes before
    /// returning.
    ///
    /// The completion handle leaves the outcome in a `CompletionState`. Only when the interactor detaches
    /// its handle does the caller wait, on a continuation that the detached handle resumes.
    @inlinable
    func awaitCompletion<Request: InteractorRequest>(
        of entry: CallbackEntry<Request>,
        _ request: Request,
        isolation: isolated (any Actor)?
    ) async -> Result<Request.Response, InteractorError> {
        // A task cancelled before the execution starts gets its answer without running the interactor.
        guard !Task.isCancelled else {
            return .failure(.cancelled(Request.self))
        }
        let reporter = reporter(for: Request.self)
        let state = CompletionState<Request.Response>(.starting, reporter: reporter)
        // The closures are not used: with `state`, the handle delivers to the state.
        entry.run(entry, request, { _ in }, nil, reporter, isolation, state)
        let outcome: Result<Request.Response, InteractorError>
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
        return Task.isCancelled ? .failure(.cancelled(Request.self)) : outcome
    }
}
