/// A completion handle that can be stored, sent to another thread, and completed later.
///
/// Get one from ``Completion/detach()``. The first call to ``complete(with:)`` or ``fail(with:)`` ends
/// the execution; the caller's closures run on the caller's actor whichever thread completes. Later calls
/// deliver nothing and are reported to the executor's diagnostics handler as
/// ``InteractorDiagnostic/Kind/completedTwice`` (unless the caller had cancelled, when a late
/// completion is expected). When the last reference goes away before any completion, the execution
/// ends with ``InteractorError/Code/notCompleted``.
public final class DetachedCompletion<Response: Sendable>: Sendable {
    private let storage: CompletionStorage<Response>

    init(_ storage: CompletionStorage<Response>) {
        self.storage = storage
    }

    /// Ends the execution with a response, from any thread.
    ///
    /// - Parameter response: The use case's result for the caller.
    public func complete(with response: Response) {
        storage.finish(.success(response))
    }

    /// Ends the execution with an error, from any thread.
    ///
    /// - Parameter error: An ``InteractorError``, or any error, which the caller receives wrapped in one.
    public func fail(with error: any Error) {
        storage.finish(.failure(InteractorError(wrapping: error, requestType: storage.diagnostics.requestType)))
    }

    /// Whether the awaiting caller's task was cancelled; its caller already has a cancellation outcome.
    public var isCancelled: Bool {
        storage.isCancelled
    }

    deinit {
        storage.drop()
    }
}

// MARK: - Void responses

extension DetachedCompletion where Response == Void {
    /// Ends an execution whose use case answers with nothing, from any thread.
    public func complete() {
        complete(with: ())
    }
}
