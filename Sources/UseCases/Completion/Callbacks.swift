/// The closures a caller gave to `execute`, and the actor they belong to: where a closure-style caller's
/// outcome goes.
///
/// Not `Sendable`: the closures may touch the caller's actor-isolated state. They are called by
/// ``deliver(_:)`` only where the caller's actor already runs (inside `execute`, or in a task that runs on
/// that actor), and otherwise through ``deliverOnCallerActor(_:)``, which hops to that actor.
@usableFromInline
struct Callbacks<Response: Sendable> {
    @usableFromInline
    let onComplete: (Response) -> Void
    @usableFromInline
    let onError: ((InteractorError) -> Void)?
    /// The caller's actor, or `nil` for a caller on no actor, whose closures are `Sendable`.
    @usableFromInline
    let actor: (any Actor)?
    @usableFromInline
    let diagnostics: DiagnosticReporter

    @inlinable
    init(
        onComplete: @escaping (Response) -> Void,
        onError: ((InteractorError) -> Void)?,
        actor: (any Actor)?,
        diagnostics: DiagnosticReporter
    ) {
        self.onComplete = onComplete
        self.onError = onError
        self.actor = actor
        self.diagnostics = diagnostics
    }

    /// Calls the closure for `outcome` now, on the current thread; an error with no `onError` to receive it
    /// goes to the diagnostics handler instead of being lost.
    @inlinable
    func deliver(_ outcome: Outcome<Response>) {
        switch outcome {
        case .success(let response):
            onComplete(response)
        case .failure(let error):
            if let onError {
                onError(error)
            } else {
                diagnostics.report(.unhandledError, error: error)
            }
        }
    }

    /// Calls the closure for `outcome` on the caller's actor, from any thread: in a task that runs on that
    /// actor, or right here for a caller on no actor.
    @usableFromInline
    func deliverOnCallerActor(_ outcome: Outcome<Response>) {
        guard let actor else {
            return deliver(outcome)
        }
        let delivery = Delivery(callbacks: self, outcome: outcome)
        Task {
            await delivery.run(on: actor)
        }
    }

    /// Carries a caller's callbacks and an outcome to the caller's actor.
    private struct Delivery: @unchecked Sendable {
        // @unchecked: `callbacks` holds closures isolated to the caller's actor; they are called only in
        // run(on:), which runs on that actor, so never at the same time as the caller's own code.
        let callbacks: Callbacks<Response>
        let outcome: Outcome<Response>

        func run(on actor: isolated any Actor) {
            callbacks.deliver(outcome)
        }
    }
}
