// MARK: - Executing

extension InteractorExecutor {
    /// Executes a request and calls `onComplete` or `onError` exactly once, on the caller's actor.
    ///
    /// Call it from an actor: a `@MainActor` view model, a presenter, any `actor`. A callback interactor
    /// runs right away on the calling thread; when it completes through the ``Completion`` it was given
    /// before returning, the closure runs before `execute` returns. When it completes later, when the
    /// interactor is `async`, or when middleware applies to the request's type, the closure runs later on
    /// the caller's actor, whichever thread completes. So
    /// the closures may use the actor's state freely, and need not be `Sendable`.
    ///
    /// Code that runs on no actor (an interactor's own `execute`, a nonisolated function) cannot call this
    /// method: it would have no actor to receive the closures on. It calls
    /// ``executeDetached(_:onComplete:onError:)-9dcy4`` with `Sendable` closures, or awaits the
    /// `async` ``execute(_:isolation:)-9x2mq``.
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
        let actor: any Actor = isolation
        let callbacks = Callbacks(
            onComplete: onComplete, onError: onError, actor: actor, diagnostics: diagnostics(for: Request.self))
        execute(request, isolation: isolation, callbacks: callbacks)
    }

    /// Executes a request from code that runs on no actor, with closures that may run on any thread.
    ///
    /// The counterpart of ``execute(_:isolation:onComplete:onError:)->()`` for nonisolated code, such as an
    /// interactor that executes another use case: the closures are `Sendable`, because they run on whichever
    /// thread completes (right away, on the calling thread, when the interactor completes before
    /// returning). An interactor that finishes its own execution from them detaches its completion first:
    ///
    /// ```swift
    /// struct GreetUserInteractor: Interactor {
    ///     let executor: InteractorExecutor
    ///
    ///     func execute(_ request: GreetUserRequest, completion: consuming Completion<String>) {
    ///         let pending = completion.detach()
    ///         executor.executeDetached(LoadProfileRequest(userID: request.userID)) { profile in
    ///             pending.complete(with: "Hello, \(profile.name)!")
    ///         } onError: { error in
    ///             pending.fail(with: error)
    ///         }
    ///     }
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
        let callbacks = Callbacks(
            onComplete: onComplete, onError: onError, actor: nil, diagnostics: diagnostics(for: Request.self))
        execute(request, isolation: nil, callbacks: callbacks)
    }

    /// Runs a request for a caller that passed closures: `isolation` is the caller's actor, or `nil` when
    /// the closures are `Sendable`.
    @inlinable
    func execute<Request: InteractorRequest>(
        _ request: Request,
        isolation: isolated (any Actor)?,
        callbacks: Callbacks<Request.Response>
    ) {
        guard let registration = registry.registration(for: Request.self) else {
            notRegistered(request)
            return callbacks.deliver(.failure(.notRegistered(Request.self)))
        }
        switch registration.kind {
        case .callback(let execute):
            execute(request, Completion(.direct(callbacks)))
        case .async:
            Task {
                // Captures `isolation`, so the task runs on the caller's actor, where the closures belong.
                callbacks.deliver(
                    await registration.outcome(
                        for: request, route: nil, diagnostics: callbacks.diagnostics, isolation: isolation))
            }
        }
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
        guard let registration = registry.registration(for: Request.self) else {
            notRegistered(request)
            throw .notRegistered(Request.self)
        }
        return try await registration.outcome(
            for: request, route: nil, diagnostics: diagnostics(for: Request.self), isolation: isolation
        ).get()
    }

    /// The executor's diagnostics handler, for executions of `requestType`.
    @inlinable
    func diagnostics(for requestType: any Any.Type) -> DiagnosticReporter {
        DiagnosticReporter(handler: diagnosticsHandler, requestType: requestType)
    }
}
