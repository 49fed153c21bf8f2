/// Middleware that hands one ``ExecutionRecord`` per execution to a closure: the request, how it ended, and
/// how long it took; for a streamed use case, the whole stream, and how many elements it sent.
///
/// ```swift
/// func logExecutions(on executor: InteractorExecutor) {
///     executor.use(LoggingMiddleware { record in
///         print(record)   // MyApp.LoginUserRequest: success in 0.012 seconds
///     })
/// }
/// ```
///
/// A record prints as one line that starts with the request type's full name, module included
/// (``ExecutionRecord/requestName``). <doc:UsingMiddleware> shows how to forward the records to swift-log.
/// Add it first, so that it is the outermost middleware and its durations include the middleware inside it
/// (timeouts, retries).
public struct LoggingMiddleware: Middleware {
    private let stopwatch: Stopwatch
    private let log: @Sendable (ExecutionRecord) -> Void

    /// Creates logging middleware.
    ///
    /// - Parameters:
    ///   - clock: The clock durations are measured on; `ContinuousClock()` unless a test gives its own.
    ///   - log: Receives one record per execution, on the caller's actor (see ``Middleware``); it must not block.
    public init(
        clock: some Clock<Duration> = ContinuousClock(),
        log: @escaping @Sendable (ExecutionRecord) -> Void
    ) {
        self.stopwatch = Stopwatch(clock: clock)
        self.log = log
    }

    /// Runs the rest of the pipeline and logs how it ended.
    public nonisolated(nonsending) func intercept<Request: UseCaseRequest>(
        _ request: Request,
        next: Next<Request>
    ) async throws -> Request.Response {
        let (outcome, duration) = await stopwatch.time { await next.outcome(request) }
        log(
            ExecutionRecord(
                request: request, error: outcome.failure, duration: duration,
                elements: next.isStreaming ? next.elementCount : nil))
        return try outcome.get()
    }
}

extension Result {
    /// The error, or `nil` for a success.
    var failure: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
