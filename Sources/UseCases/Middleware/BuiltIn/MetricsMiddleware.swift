/// Middleware that records every execution's outcome and duration in an ``ExecutionMetrics``.
///
/// ```swift
/// let metrics = ExecutionMetrics()
/// executor.use(MetricsMiddleware(metrics))
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct MetricsMiddleware: Middleware {
    private let metrics: ExecutionMetrics
    private let stopwatch: Stopwatch

    /// Creates metrics middleware.
    ///
    /// - Parameters:
    ///   - metrics: Where the executions are recorded.
    ///   - clock: The clock durations are measured on; `ContinuousClock()` unless a test gives its own.
    public init(_ metrics: ExecutionMetrics, clock: some Clock<Duration> = ContinuousClock()) {
        self.metrics = metrics
        self.stopwatch = Stopwatch(clock: clock)
    }

    /// Runs the rest of the pipeline and records how it ended.
    public func intercept<Request: InteractorRequest>(
        _ request: Request,
        next: Next<Request>
    ) async throws -> Request.Response {
        let (outcome, duration) = await stopwatch.time { await next.outcome(request) }
        metrics.record(ExecutionEvent(request: request, error: outcome.failure, duration: duration))
        return try outcome.get()
    }
}
