/// Middleware that records every execution's outcome and duration in an ``ExecutionMetrics``.
///
/// ```swift
/// func recordExecutions(on executor: InteractorExecutor) -> ExecutionMetrics {
///     let metrics = ExecutionMetrics()
///     executor.use(MetricsMiddleware(metrics))
///     return metrics
/// }
/// ```
public struct MetricsMiddleware: Middleware {
    /// Times and reports executions as the logging middleware does, into the metrics instead of a log.
    private let logging: LoggingMiddleware

    /// Creates metrics middleware.
    ///
    /// - Parameters:
    ///   - metrics: Where the executions are recorded.
    ///   - clock: The clock durations are measured on; `ContinuousClock()` unless a test gives its own.
    public init(_ metrics: ExecutionMetrics, clock: some Clock<Duration> = ContinuousClock()) {
        self.logging = LoggingMiddleware(clock: clock) { metrics.record($0) }
    }

    /// Runs the rest of the pipeline and records how it ended.
    public nonisolated(nonsending) func intercept<Request: UseCaseRequest>(
        _ request: Request,
        next: Next<Request>
    ) async throws -> Request.Response {
        try await logging.intercept(request, next: next)
    }
}
