/// Middleware that runs an execution again when it fails with a transient error, as a ``RetryPolicy`` says.
///
/// Each attempt runs the middleware added after it, then the interactor. Add it for the use cases whose
/// errors are transient: after the timeout (inside it) so that the limit bounds all the attempts together,
/// or before it (outside it) so that each attempt gets the whole limit:
///
/// ```swift
/// func retryIdempotentRequests(on executor: InteractorExecutor) {
///     let policy = RetryPolicy(maxAttempts: 3, backoff: .exponential(initial: .milliseconds(200))) { error in
///         error.code == .custom(503)
///     }
///     executor.use(RetryMiddleware(policy), for: .requests(conformingTo: (any Idempotent.Type).self))
/// }
/// ```
///
/// A cancelled caller stops the retries: a wait ends at once, and no further attempt starts. A streamed use
/// case (``StreamInteractor``) is tried again only while it has sent no element: once its consumer has
/// taken one, another attempt would send it again, so the error goes to the caller.
public struct RetryMiddleware: Middleware {
    /// When to try again, and how long to wait first.
    public let policy: RetryPolicy
    private let stopwatch: Stopwatch

    /// Creates retry middleware.
    ///
    /// - Parameters:
    ///   - policy: When to try again, and how long to wait first.
    ///   - clock: The clock the waits are measured on; `ContinuousClock()` unless a test gives its own.
    public init(_ policy: RetryPolicy, clock: some Clock<Duration> = ContinuousClock()) {
        self.policy = policy
        self.stopwatch = Stopwatch(clock: clock)
    }

    /// Runs the rest of the pipeline until it succeeds, fails with an error that is not transient, or runs
    /// out of attempts.
    public nonisolated(nonsending) func intercept<Request: UseCaseRequest>(
        _ request: Request,
        next: Next<Request>
    ) async throws -> Request.Response {
        var attempt = 1
        while true {
            do {
                return attempt == 1 ? try await next(request) : try await next.again(request)
            } catch {
                guard !Task.isCancelled, next.elementCount == 0,
                    let delay = policy.delay(afterAttempt: attempt, failedWith: error)
                else {
                    throw error
                }
                if delay > .zero {
                    do {
                        try await stopwatch.sleep(for: delay)
                    } catch {
                        throw InteractorError.cancelled(Request.self)
                    }
                }
                attempt += 1
            }
        }
    }
}
