/// What an execution ends with: the response, or the error the caller receives.
@usableFromInline
typealias Outcome<Response> = Result<Response, InteractorError>

/// The one-time handle an ``Interactor`` ends an execution with.
///
/// It can be used once: ``complete(with:)``, ``fail(with:)`` and ``detach()`` each consume it, so the
/// compiler rejects a second completion. It lives on the stack and is not `Sendable`, which keeps
/// a synchronous completion free of heap allocations and lets the executor call the caller's closures
/// directly. To complete later or from another thread, ``detach()`` it first.
///
/// ```swift
/// struct LoginUserInteractor: Interactor {
///     let webservice: any WebservicePlugin
///
///     func execute(_ request: LoginUserRequest, completion: consuming Completion<LoginUserResponse>) {
///         guard !request.password.isEmpty else {
///             return completion.fail(with: InteractorError(message: "The password is empty."))
///         }
///         let pending = completion.detach()
///         webservice.login(request.email, request.password) { username in
///             pending.complete(with: LoginUserResponse(username: username))
///         }
///     }
/// }
/// ```
///
/// A handle let go of without being used ends the execution with
/// ``InteractorError/Code/notCompleted``, so the caller is never left waiting.
public struct Completion<Response: Sendable>: ~Copyable {
    /// How the outcome reaches the caller. The handle owns it, so it stays sound whatever keeps the handle
    /// alive: a closure handed to an API the compiler does not check for concurrency may borrow it and
    /// outlive `execute`.
    @usableFromInline
    enum Mode: ~Copyable {
        /// A closure-style caller: its closures are called right here when the handle is used.
        case direct(Callbacks<Response>)
        /// An awaiting caller, or none yet: the outcome goes through the shared once-only storage.
        case stored(CompletionStorage<Response>)
    }

    @usableFromInline
    let mode: Mode
    /// Whether the handle was used, so that its `deinit` has nothing left to do.
    @usableFromInline
    var isUsed = false

    @inlinable
    init(_ mode: consuming Mode) {
        self.mode = mode
    }

    // Always inlined, as `finish(_:)` is: left to the optimizer, both stayed out of an interactor's specialized
    // `execute`, and a synchronous execution went over the budget (Benchmarks/README.md, "The budget, the
    // 1.0 round").
    /// Ends the execution with a response.
    ///
    /// - Parameter response: The use case's result for the caller.
    @inlinable @inline(__always)
    public consuming func complete(with response: Response) {
        isUsed = true
        finish(.success(response))
    }

    /// Ends the execution with an error.
    ///
    /// - Parameter error: An ``InteractorError``, or any error, which the caller receives wrapped in one
    ///   (`CancellationError` becomes ``InteractorError/Code/cancelled``).
    @inlinable
    public consuming func fail(with error: any Error) {
        isUsed = true
        finish(.failure(InteractorError(wrapping: error, requestType: diagnostics.requestType)))
    }

    /// Turns this handle into one that can be stored, sent to other threads and completed later.
    ///
    /// - Returns: A `Sendable` handle that delivers the outcome on the caller's actor.
    public consuming func detach() -> DetachedCompletion<Response> {
        DetachedCompletion(detachStorage())
    }

    /// Turns this handle into the storage that a ``DetachedCompletion``, or a new handle made from it,
    /// completes later.
    @usableFromInline
    consuming func detachStorage() -> CompletionStorage<Response> {
        isUsed = true
        switch mode {
        case .direct(let callbacks):
            return CompletionStorage(waiting: copy callbacks)
        case .stored(let storage):
            storage.detach()
            return storage
        }
    }

    /// Whether the caller stopped waiting: its task was cancelled.
    ///
    /// Long-running interactors can check it and end early with `fail(with: CancellationError())`.
    public var isCancelled: Bool {
        switch mode {
        case .direct:
            return Task.isCancelled
        case .stored(let storage):
            // Also for an execution run in a task other than its caller's (one that waited for a lazily
            // registered interactor), where the storage knows that the caller was cancelled.
            return Task.isCancelled || storage.isCancelled
        }
    }

    /// The actor of a caller with closures, which an execution of this interactor runs on; `nil` for an
    /// awaiting caller or a caller on no actor.
    @usableFromInline
    var callerActor: (any Actor)? {
        switch mode {
        case .direct(let callbacks): callbacks.actor
        case .stored: nil
        }
    }

    @usableFromInline
    var diagnostics: DiagnosticReporter {
        switch mode {
        case .direct(let callbacks): callbacks.diagnostics
        case .stored(let storage): storage.diagnostics
        }
    }

    // Always inlined: see `complete(with:)`.
    /// Ends the execution with `outcome`, on the current thread: the caller's, because the handle is not
    /// `Sendable` and code on no actor can pass it to no closure that runs later (see `executeDetached`).
    @inlinable @inline(__always)
    func finish(_ outcome: Outcome<Response>) {
        switch mode {
        case .direct(let callbacks):
            callbacks.deliver(outcome)
        case .stored(let storage):
            storage.finish(outcome)
        }
    }

    @inlinable
    deinit {
        guard !isUsed else { return }
        // Let go of without being used: usually at the end of `execute`, but an escaping closure that
        // borrowed the handle releases it later, on any thread, so the caller's closures get the outcome on
        // the caller's actor, never right here.
        switch mode {
        case .direct(let callbacks):
            callbacks.deliverOnCallerActor(.failure(.notCompleted(callbacks.diagnostics.requestType)))
        case .stored(let storage):
            storage.drop()
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
