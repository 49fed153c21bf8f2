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

    /// Calls the right closure on the caller's actor, from any thread: through a task that runs on that
    /// actor, or right here for a caller with no actor (see `execute`'s documentation).
    @usableFromInline
    func deliverOnCallerActor(_ result: Result<Response, InteractorError>) where Response: Sendable {
        guard let isolation else {
            return deliver(result)
        }
        let delivery = Delivery(callbacks: self, result: result)
        Task {
            await delivery.run(on: isolation)
        }
    }
}

/// Carries a caller's callbacks and an outcome to the caller's actor.
private struct Delivery<Response: Sendable>: @unchecked Sendable {
    // @unchecked: `callbacks` holds closures isolated to the caller's actor. They are called only in
    // run(on:), which runs on that actor, so they never run concurrently with the caller's own code.
    let callbacks: Callbacks<Response>
    let result: Result<Response, InteractorError>

    func run(on actor: isolated any Actor) {
        callbacks.deliver(result)
    }
}
