/// Counts and durations of executions per request type and outcome, as ``MetricsMiddleware`` records them.
///
/// Read it in a test, or on a debug screen:
///
/// ```swift
/// @Test func aSlowLoginTimesOut() {
///     let executor = InteractorExecutor()
///     let metrics = ExecutionMetrics()
///     executor.use(MetricsMiddleware(metrics))
///     // …
///     #expect(metrics.summary(for: LoginUserRequest.self, outcome: .failure(.timedOut)).count == 1)
/// }
/// ```
///
/// To forward each execution to a metrics system such as swift-metrics, give it a closure (the Middleware
/// article shows one).
public final class ExecutionMetrics: Sendable {
    /// The executions of one request type that ended one way.
    public struct Summary: Hashable, Sendable {
        /// How many there were.
        public var count = 0
        /// How long they took together.
        public var totalDuration = Duration.zero
        /// How long the longest took.
        public var longestDuration = Duration.zero
        /// How many elements they sent together, for a streamed use case.
        public var elements = 0

        /// Creates a summary, for comparing with one read from the metrics.
        ///
        /// - Parameters:
        ///   - count: How many executions.
        ///   - totalDuration: How long they took together.
        ///   - longestDuration: How long the longest took.
        ///   - elements: How many elements they sent together, for a streamed use case.
        public init(
            count: Int = 0, totalDuration: Duration = .zero, longestDuration: Duration = .zero, elements: Int = 0
        ) {
            self.count = count
            self.totalDuration = totalDuration
            self.longestDuration = longestDuration
            self.elements = elements
        }
    }

    private struct Key: Hashable {
        let requestType: ObjectIdentifier
        let outcome: ExecutionOutcome
    }

    private let summaries = Locked([Key: Summary]())
    private let forward: @Sendable (ExecutionRecord) -> Void

    /// Creates empty metrics.
    ///
    /// - Parameter forward: Receives every record as it is recorded, to pass on to a metrics system.
    public init(forwardingTo forward: @escaping @Sendable (ExecutionRecord) -> Void = { _ in }) {
        self.forward = forward
    }

    /// The executions of a request type that ended with `outcome`.
    ///
    /// - Parameters:
    ///   - requestType: The request type.
    ///   - outcome: How they ended.
    /// - Returns: Their count and durations; zero when there were none.
    public func summary<Request: UseCaseRequest>(
        for requestType: Request.Type,
        outcome: ExecutionOutcome
    ) -> Summary {
        let key = Key(requestType: ObjectIdentifier(requestType), outcome: outcome)
        return summaries.withLock { $0[key] } ?? Summary()
    }

    /// How many executions of a request type were recorded, however they ended.
    ///
    /// - Parameter requestType: The request type.
    /// - Returns: The count.
    public func count<Request: UseCaseRequest>(for requestType: Request.Type) -> Int {
        let type = ObjectIdentifier(requestType)
        return summaries.withLock { summaries in
            summaries.reduce(0) { $0 + ($1.key.requestType == type ? $1.value.count : 0) }
        }
    }

    /// Adds one execution.
    func record(_ record: ExecutionRecord) {
        let key = Key(requestType: ObjectIdentifier(record.requestType), outcome: record.outcome)
        summaries.withLock { summaries in
            summaries[key, default: Summary()].count += 1
            summaries[key, default: Summary()].totalDuration += record.duration
            summaries[key, default: Summary()].longestDuration = max(
                summaries[key, default: Summary()].longestDuration, record.duration)
            summaries[key, default: Summary()].elements += record.elements ?? 0
        }
        forward(record)
    }
}
