/// Middleware that ends an execution with ``InteractorError/Code/timedOut`` when it takes longer than its
/// time limit, and cancels it.
///
/// The limit is the one given here, unless the request conforms to ``TimeLimitedRequest`` and names its own:
///
/// ```swift
/// func limitExecutionTimes(on executor: InteractorExecutor) {
///     executor.use(TimeoutMiddleware(after: .seconds(10)))
/// }
///
/// struct UploadPhotoRequest: TimeLimitedRequest {
///     typealias Response = PhotoID
///     var photo: Photo
///     var timeLimit: Duration? { .seconds(120) }
/// }
/// ```
///
/// The rest of the pipeline, the middleware added after this one and then the interactor, runs in a task of
/// its own, on no actor, not on the caller's actor as middleware otherwise does.
///
/// When the limit passes, the caller gets the error at once and exactly once, whatever the rest of the
/// pipeline does next; the rest of the pipeline runs on in a task of its own, cancelled: a callback
/// interactor sees ``Completion/isCancelled``, an `async` one `Task.isCancelled`, and what it answers
/// later is dropped. A caller cancelled before the limit gets ``InteractorError/Code/cancelled`` at once in
/// the same way. So it also bounds middleware and interactors that never answer.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct TimeoutMiddleware: Middleware {
    /// The time limit of requests that do not name their own.
    public let limit: Duration
    private let stopwatch: Stopwatch

    /// Creates timeout middleware.
    ///
    /// - Parameters:
    ///   - limit: The time limit of requests that do not name their own.
    ///   - clock: The clock the limit is measured on; `ContinuousClock()` unless a test gives its own.
    public init(after limit: Duration, clock: some Clock<Duration> = ContinuousClock()) {
        self.limit = limit
        self.stopwatch = Stopwatch(clock: clock)
    }

    /// Runs the rest of the pipeline in a task of its own, and returns its outcome, or
    /// ``InteractorError/Code/timedOut`` when the limit passes first.
    public nonisolated(nonsending) func intercept<Request: InteractorRequest>(
        _ request: Request,
        next: Next<Request>
    ) async throws -> Request.Response {
        let limit = (request as? any TimeLimitedRequest)?.timeLimit ?? limit
        let race = TimeoutRace<Request.Response>()
        let outcome = await withTaskCancellationHandler {
            // Resumed once, by the race: the work task always calls settle(_:), and only the first call counts.
            await withUnsafeContinuation { continuation in
                race.begin(continuation)
                let work = Task {
                    race.settle(await next.outcome(request))
                }
                let timer = Task { [stopwatch] in
                    do {
                        try await stopwatch.sleep(for: limit)
                    } catch {
                        return  // Cancelled: the work ended first, or the caller was cancelled.
                    }
                    race.settle(.failure(.timedOut(Request.self, after: "\(limit)")))
                }
                race.track(work, timer)
            }
        } onCancel: {
            race.settle(.failure(.cancelled(Request.self)))
        }
        return try outcome.get()
    }
}

/// A request that names its own time limit, instead of the one ``TimeoutMiddleware`` was given.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public protocol TimeLimitedRequest: InteractorRequest {
    /// How long an execution of this request may take; `nil` for the middleware's limit.
    var timeLimit: Duration? { get }
}
