import UseCases

/// Everything a spy knows, guarded by its lock: what it was asked, what it was told to answer, and what it
/// holds open. `Script` is the spy's scripted outcome, `Held` an execution it holds.
struct SpyState<Request: UseCaseRequest, Script: Sendable, Held: Sendable>: Sendable {
    /// Every executed request, in the order the executions started.
    var requests: [Request] = []
    /// How many executions, counted from the first, the test has looked at.
    var checkedCount = 0
    /// The outcome for every execution once the queue is empty.
    var standing: Script?
    /// One-shot outcomes, used first, in order.
    var queue: [Script] = []
    /// How many outcomes were queued since the queue was last empty, for the unscripted message.
    var queuedSinceEmpty = 0
    /// Executions held open, oldest first.
    var held: [Held] = []

    /// Records an execution and takes the outcome scripted for it: the first queued one, or else the
    /// standing one; `nil` when there is none.
    mutating func record(_ request: Request) -> (number: Int, script: Script?) {
        requests.append(request)
        let script = queue.isEmpty ? standing : queue.removeFirst()
        return (requests.count, script)
    }

    /// Queues one-shot outcomes after those queued already.
    mutating func enqueue(_ scripts: [Script]) {
        if queue.isEmpty {
            queuedSinceEmpty = 0
        }
        queue.append(contentsOf: scripts)
        queuedSinceEmpty += scripts.count
    }
}

/// An execution the spy holds open until the test completes or fails it.
struct HeldExecution<Request: UseCaseRequest>: Sendable {
    let request: Request
    let completion: DetachedCompletion<Request.Response>
}

/// What an ``InteractorSpy`` does with one execution, decided under the lock and carried out after it.
enum Plan<Request: UseCaseRequest>: Sendable {
    case respond(Request.Response)
    case fail(any Error)
    case hold
    case run(@Sendable (Request) async throws -> Request.Response)
    /// Nothing is scripted; `queueSize` is how many queued outcomes were used up since the last script.
    case unscripted(queueSize: Int)
}

extension SpyState where Script == InteractorSpy<Request>.Outcome, Held == HeldExecution<Request> {
    /// Records an execution and decides how to answer it.
    ///
    /// When the answer is to hold the execution, takes `completion` out, detaches it and holds it, all in
    /// the same step as recording the request; otherwise leaves `completion` for the caller to end.
    mutating func record(
        _ request: Request,
        holding completion: inout Completion<Request.Response>?
    ) -> (number: Int, plan: Plan<Request>) {
        let (number, script) = record(request)
        guard let script else {
            return (number, .unscripted(queueSize: queuedSinceEmpty))
        }
        if case .hold = script.plan, let handle = completion.take() {
            // Detaching runs no user code: it only marks the handle, so it may happen under the lock.
            held.append(HeldExecution(request: request, completion: handle.detach()))
        }
        return (number, script.plan)
    }
}

extension HeldExecution: HeldBySpy {
    var isAbandoned: Bool {
        completion.isCancelled
    }
}
