// MARK: - Executing

extension InteractorExecutor {
    /// Executes a request and calls `onComplete` or `onError` exactly once, on the caller's actor.
    ///
    /// A callback interactor runs right away on the calling thread; when it completes through the
    /// ``Completion`` it was given before returning, the closure runs before `execute` returns. When it completes later, or when the interactor is
    /// `async`, the closure runs later on the actor `execute` was called from (the main actor for a view
    /// model), whichever thread completes.
    ///
    /// A caller that is not isolated to any actor gets its closure on the thread that completes. Such a
    /// caller must not let the closures share mutable state with code that runs at the same time; give
    /// them only `Sendable` state, or call `execute` from an actor.
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
        isolation: isolated (any Actor)? = #isolation,
        onComplete: @escaping (Request.Response) -> Void,
        onError: ((InteractorError) -> Void)? = nil
    ) {
        let callbacks = Callbacks(
            onComplete: onComplete,
            onError: onError,
            isolation: isolation,
            reporter: reporter(for: Request.self)
        )
        guard let registration = registration(for: Request.self) else {
            notRegisteredObserver?(request)
            return callbacks.deliver(.failure(.notRegistered(Request.self)))
        }
        registration.executeWithCallbacks(registration, request, callbacks, isolation)
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
        guard let registration = registration(for: Request.self) else {
            notRegisteredObserver?(request)
            throw .notRegistered(Request.self)
        }
        return try await registration.executeAwaiting(registration, request, reporter(for: Request.self), isolation)
            .get()
    }
}
