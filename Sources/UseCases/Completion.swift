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
@frozen
public struct Completion<Response: Sendable>: ~Copyable {
    // Borrowed from the executor's frame, which outlives the handle: `Callbacks<Response>` for a caller that
    // passed closures, `AwaitSink<Response>` for an awaiting caller. Only trivial stored properties, so
    // the consuming methods can `discard self` and a settled handle costs no call to the generic deinit.
    @usableFromInline
    let destination: UnsafeMutableRawPointer
    @usableFromInline
    let isAwaited: Bool

    @inlinable
    init(callbacks: UnsafeMutablePointer<Callbacks<Response>>) {
        destination = UnsafeMutableRawPointer(callbacks)
        isAwaited = false
    }

    @inlinable
    init(awaiting sink: UnsafeMutablePointer<AwaitSink<Response>>) {
        destination = UnsafeMutableRawPointer(sink)
        isAwaited = true
    }

    /// Ends the execution with a response.
    ///
    /// - Parameter response: The use case's result for the caller.
    @inlinable
    public consuming func complete(with response: Response) {
        settle(.success(response))
        discard self
    }

    /// Ends the execution with an error.
    ///
    /// - Parameter error: An ``InteractorError``, or any error, which the caller receives wrapped in one
    ///   (`CancellationError` becomes ``InteractorError/Code/cancelled``).
    @inlinable
    public consuming func fail(with error: any Error) {
        settle(.failure(InteractorError(wrapping: error, requestType: reporter.requestType)))
        discard self
    }

    /// Turns this handle into one that can be stored, sent to other threads and completed later.
    ///
    /// - Returns: A `Sendable` handle that delivers the outcome on the caller's actor.
    public consuming func detach() -> DetachedCompletion<Response> {
        let state: CompletionState<Response>
        if isAwaited {
            let sink = destination.assumingMemoryBound(to: AwaitSink<Response>.self)
            state = CompletionState(.starting, reporter: sink.pointee.reporter)
            sink.pointee.detached = state
        } else {
            let callbacks = destination.assumingMemoryBound(to: Callbacks<Response>.self).pointee
            state = CompletionState(.pending(.callbacks(callbacks)), reporter: callbacks.reporter)
        }
        discard self
        return DetachedCompletion(state)
    }

    /// Whether the caller stopped waiting: its task was cancelled.
    ///
    /// Long-running interactors can check it and end early with `fail(with: CancellationError())`.
    public var isCancelled: Bool {
        Task.isCancelled
    }

    @usableFromInline
    var reporter: Reporter {
        if isAwaited {
            destination.assumingMemoryBound(to: AwaitSink<Response>.self).pointee.reporter
        } else {
            destination.assumingMemoryBound(to: Callbacks<Response>.self).pointee.reporter
        }
    }

    @inlinable
    func settle(_ result: Result<Response, InteractorError>) {
        if isAwaited {
            destination.assumingMemoryBound(to: AwaitSink<Response>.self).pointee.outcome = result
        } else {
            destination.assumingMemoryBound(to: Callbacks<Response>.self).pointee.deliver(result)
        }
    }

    deinit {
        // Reached only when the handle was let go of: the consuming methods discard it.
        settle(.failure(.notCompleted(reporter.requestType)))
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
