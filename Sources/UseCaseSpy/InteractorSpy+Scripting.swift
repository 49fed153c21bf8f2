public import UseCases

// MARK: - Scripting outcomes

extension InteractorSpy {
    /// Answers every execution from now on with a response.
    ///
    /// Replaces the standing outcome; outcomes queued with ``enqueue(_:)`` are still used first.
    ///
    /// - Parameter response: The response every caller receives.
    public func respond(with response: Response) {
        setStanding(.response(response))
    }

    /// Fails every execution from now on with an error.
    ///
    /// Replaces the standing outcome; outcomes queued with ``enqueue(_:)`` are still used first.
    ///
    /// - Parameter error: An `InteractorError`, or any error, which callers receive wrapped in one.
    public func fail(with error: any Error) {
        setStanding(.failure(error))
    }

    /// Answers every execution from now on by running a closure with its request.
    ///
    /// The closure runs in a new task, so it may `await`; what it returns or throws ends the execution.
    /// Replaces the standing outcome; outcomes queued with ``enqueue(_:)`` are still used first.
    ///
    /// ```swift
    /// func findABookNamedLikeEachQuery(_ search: InteractorSpy<SearchRequest>) {
    ///     search.respond { request in
    ///         request.query.isEmpty ? [] : [Book(title: request.query)]
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter body: Computes the response from the request.
    public func respond(using body: @escaping @Sendable (Request) async throws -> Response) {
        setStanding(.run(body))
    }

    /// Holds every execution from now on open until the test completes or fails it.
    ///
    /// Replaces the standing outcome; outcomes queued with ``enqueue(_:)`` are still used first.
    /// End held executions, oldest first, with ``completeHeld(with:fileID:filePath:line:column:)`` or
    /// ``failHeld(with:fileID:filePath:line:column:)``.
    public func hold() {
        setStanding(.hold)
    }

    /// Queues one-shot outcomes: each execution uses up the first one left.
    ///
    /// Queued outcomes come before the standing outcome. When the queue runs out, executions get the
    /// standing outcome set with ``respond(with:)``, ``fail(with:)``, ``respond(using:)`` or ``hold()``;
    /// without one, the next execution is unscripted: the spy records a test failure and ends it with an
    /// error. Unlike ACInteractor's spy, it never repeats the last queued response on its own, because a
    /// test that scripted two answers and saw three executions has found something to look at. To repeat
    /// an answer, make it the standing outcome.
    ///
    /// - Parameter outcomes: The outcomes for the next executions, in order.
    public func enqueue(_ outcomes: Outcome...) {
        enqueue(outcomes)
    }
}

// MARK: - Void responses

extension InteractorSpy where Request.Response == Void {
    /// Completes every execution from now on; the use case answers with nothing.
    ///
    /// Replaces the standing outcome; outcomes queued with ``enqueue(_:)`` are still used first.
    public func respond() {
        respond(with: ())
    }
}
