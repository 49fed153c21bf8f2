/// Where the outcome of one execution goes, and how to report what nobody receives.
@usableFromInline
struct Reporter: Sendable {
    @usableFromInline
    let handler: @Sendable (InteractorDiagnostic) -> Void
    @usableFromInline
    let requestType: any Any.Type

    @inlinable
    init(handler: @escaping @Sendable (InteractorDiagnostic) -> Void, requestType: any Any.Type) {
        self.handler = handler
        self.requestType = requestType
    }

    @usableFromInline
    func report(_ kind: InteractorDiagnostic.Kind, error: InteractorError? = nil) {
        handler(InteractorDiagnostic(kind: kind, requestType: requestType, error: error))
    }
}

/// The closures a caller gave to `execute`, and the isolation they belong to.
///
/// Not `Sendable`: the closures may touch the caller's actor-isolated state. They are only ever called
/// synchronously on the caller's thread, or after a hop onto `isolation` (see `CompletionState`).
@usableFromInline
struct Callbacks<Response> {
    @usableFromInline
    let onComplete: (Response) -> Void
    @usableFromInline
    let onError: ((InteractorError) -> Void)?
    @usableFromInline
    let isolation: (any Actor)?
    @usableFromInline
    let reporter: Reporter

    @inlinable
    init(
        onComplete: @escaping (Response) -> Void,
        onError: ((InteractorError) -> Void)?,
        isolation: (any Actor)?,
        reporter: Reporter
    ) {
        self.onComplete = onComplete
        self.onError = onError
        self.isolation = isolation
        self.reporter = reporter
    }

    /// Calls the right closure now, on the current thread; an error nobody receives goes to the reporter.
    @inlinable
    func deliver(_ result: Result<Response, InteractorError>) {
        switch result {
        case .success(let response):
            onComplete(response)
        case .failure(let error):
            if let onError {
                onError(error)
            } else {
                reporter.report(.unhandledError, error: error)
            }
        }
    }
}

/// Where an awaiting caller's completion handle leaves the outcome, on the executor's stack.
///
/// Written through a pointer by ``Completion`` while the interactor runs; read by the executor when the
/// interactor returns. Either `outcome` is set, or `detached` holds the state the caller must wait on.
@usableFromInline
struct AwaitSink<Response: Sendable> {
    @usableFromInline
    let reporter: Reporter
    @usableFromInline
    var outcome: Result<Response, InteractorError>?
    @usableFromInline
    var detached: CompletionState<Response>?

    @inlinable
    init(reporter: Reporter) {
        self.reporter = reporter
        self.outcome = nil
        self.detached = nil
    }
}
