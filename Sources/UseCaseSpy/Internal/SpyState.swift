import UseCases

/// An execution the spy holds open until the test completes or fails it.
struct HeldExecution<Request: InteractorRequest>: Sendable {
    let request: Request
    let completion: DetachedCompletion<Request.Response>
}

/// What the spy does with one execution, decided under the lock and carried out after it.
enum Plan<Request: InteractorRequest>: Sendable {
    case respond(Request.Response)
    case fail(any Error)
    case hold
    case run(@Sendable (Request) async throws -> Request.Response)
    /// Nothing is scripted; `queueSize` is how many queued outcomes were used up since the last script.
    case unscripted(queueSize: Int)
}

/// Everything an ``InteractorSpy`` knows, guarded by its lock.
struct SpyState<Request: InteractorRequest>: Sendable {
    /// Every executed request, in the order the executions started.
    var requests: [Request] = []
    /// How many executions, counted from the first, the test has looked at.
    var checkedCount = 0
    /// The outcome for every execution once the queue is empty.
    var standing: InteractorSpy<Request>.Outcome?
    /// One-shot outcomes, used first, in order.
    var queue: [InteractorSpy<Request>.Outcome] = []
    /// How many outcomes were queued since the queue was last empty, for the unscripted message.
    var queuedSinceEmpty = 0
    /// Executions held open, oldest first.
    var held: [HeldExecution<Request>] = []

    /// Records an execution and decides how to answer it.
    ///
    /// When the answer is to hold the execution, takes `completion` out, detaches it and holds it, all in
    /// the same step as recording the request; otherwise leaves `completion` for the caller to end.
    mutating func record(
        _ request: Request,
        holding completion: inout Completion<Request.Response>?
    ) -> (number: Int, plan: Plan<Request>) {
        requests.append(request)
        let outcome: InteractorSpy<Request>.Outcome?
        if queue.isEmpty {
            outcome = standing
        } else {
            outcome = queue.removeFirst()
        }
        guard let outcome else {
            return (requests.count, .unscripted(queueSize: queuedSinceEmpty))
        }
        if case .hold = outcome.plan, let handle = completion.take() {
            // Detaching runs no user code: it only marks the handle, so it may happen under the lock.
            held.append(HeldExecution(request: request, completion: handle.detach()))
        }
        return (requests.count, outcome.plan)
    }

    /// Removes held executions whose awaiting caller was cancelled; returns them for release outside the lock.
    mutating func pruneCancelled() -> [HeldExecution<Request>] {
        let cancelled = held.filter { $0.completion.isCancelled }
        held.removeAll { $0.completion.isCancelled }
        return cancelled
    }
}
