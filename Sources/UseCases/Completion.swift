/// The one-time handle an ``Interactor`` ends an execution with.
///
/// It can be used once: ``complete(with:)``, ``fail(with:)`` and ``detach()`` each consume it, so the
/// compiler rejects a second completion. It lives on the stack and is not `Sendable`, which keeps
/// a synchronous completion free of heap allocations and lets the executor call the caller's closures
/// directly. To complete later or from another thread, ``detach()`` it first.
///
/// ```swift
/// func execute(_ request: Request, completion: consuming Completion<Response>) {
///     guard !request.password.isEmpty else {
///         return completion.fail(with: InteractorError(message: "The password is empty."))
///     }
///     let pending = completion.detach()
///     webservice.login(request.email, request.password) { token in
///         pending.complete(with: Response(token: token))
///     }
/// }
/// ```
///
/// A handle that goes out of scope without being used ends the execution with
/// ``InteractorError/Code/notCompleted``, so the caller is never left waiting.
public struct Completion<Response: Sendable>: ~Copyable {
    // The handle owns where its outcome goes, so it stays sound whatever keeps it alive: a closure handed to
    // an API that the compiler does not check for concurrency may borrow it and outlive `execute`.
    @usableFromInline
    enum Sink {
        /// A caller that passed closures: called right here when the handle is consumed.
        case callbacks(Callbacks<Response>)
        /// An awaiting caller: the once-only state the executor reads when the interactor returns.
        case state(CompletionState<Response>)
    }

    @usableFromInline
    let sink: Sink
    @usableFromInline
    var isSettled = false

    @inlinable
    init(_ sink: Sink) {
        self.sink = sink
    }

    /// Ends the execution with a response.
    ///
    /// - Parameter response: The use case's result for the caller.
    @inlinable
    public consuming func complete(with response: Response) {
        isSettled = true
        settle(.success(response))
    }

    /// Ends the execution with an error.
    ///
    /// - Parameter error: An ``InteractorError``, or any error, which the caller receives wrapped in one
    ///   (`CancellationError` becomes ``InteractorError/Code/cancelled``).
    @inlinable
    public consuming func fail(with error: any Error) {
        isSettled = true
        settle(.failure(InteractorError(wrapping: error, requestType: reporter.requestType)))
    }

    /// Turns this handle into one that can be stored, sent to other threads and completed later.
    ///
    /// - Returns: A `Sendable` handle that delivers the outcome on the caller's actor.
    public consuming func detach() -> DetachedCompletion<Response> {
        isSettled = true
        switch sink {
        case .callbacks(let callbacks):
            return DetachedCompletion(CompletionState(.pending(.callbacks(callbacks)), reporter: callbacks.reporter))
        case .state(let state):
            state.detach()
            return DetachedCompletion(state)
        }
    }

    /// Whether the caller stopped waiting: its task was cancelled.
    ///
    /// Long-running interactors can check it and end early with `fail(with: CancellationError())`.
    public var isCancelled: Bool {
        Task.isCancelled
    }

    @usableFromInline
    var reporter: Reporter {
        switch sink {
        case .callbacks(let callbacks): callbacks.reporter
        case .state(let state): state.reporter
        }
    }

    /// Delivers a completion on the current thread: the caller's, because the handle is not `Sendable` and
    /// code that runs on no actor can pass it to no closure that runs later (see `executeDetached`).
    @inlinable
    func settle(_ result: Result<Response, InteractorError>) {
        switch sink {
        case .callbacks(let callbacks):
            callbacks.deliver(result)
        case .state(let state):
            state.finish(result)
        }
    }

    @inlinable
    deinit {
        guard !isSettled else { return }
        // Let go of without completing. Usually at the end of `execute`, but an escaping closure that
        // borrowed the handle releases it later, on any thread: so the caller's closures get the outcome
        // on the caller's actor, never inline here.
        let notCompleted = InteractorError.notCompleted(reporter.requestType)
        switch sink {
        case .callbacks(let callbacks):
            callbacks.deliverOnCallerActor(.failure(notCompleted))
        case .state(let state):
            state.finish(.failure(notCompleted), isDrop: true)
        }
    }
}

@available(*, unavailable, message: "Call detach() to get a handle that can be sent to another thread.")
extension Completion: Sendable {}

// MARK: - Void responses

extension Completion where Response == Void {
    /// Ends an execution whose use case answers with nothing.
    @inlinable
    public consuming func complete() {
        complete(with: ())
    }
}
