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
/// Around a streamed use case (``StreamInteractor``), the limit counts the whole stream. Two more limits can
/// bound its elements, given here or by the request: the time to its first element, until the use case begins
/// to send it (so a stream that sends no element times out at that limit), and the time between elements,
/// from the moment one send returns until the next begins, or until the use case returns after its last
/// element. The time a send waits for a slow consumer is not the use case's, and never counts between
/// elements:
///
/// ```swift
/// func limitImports(on executor: InteractorExecutor) {
///     executor.use(
///         TimeoutMiddleware(after: .seconds(600), firstElement: .seconds(5), betweenElements: .seconds(10)),
///         for: .requests(ofType: ImportTodosRequest.self))
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
public struct TimeoutMiddleware: Middleware {
    /// The time limit of requests that do not name their own.
    public let limit: Duration
    /// How long a streamed use case may take to begin sending its first element, unless its request names
    /// another limit; `nil` for none.
    public let firstElementLimit: Duration?
    /// How long a streamed use case may take from the moment one send returns until it begins the next,
    /// unless its request names another limit; `nil` for none.
    public let betweenElementsLimit: Duration?
    private let stopwatch: Stopwatch

    /// Creates timeout middleware.
    ///
    /// - Parameters:
    ///   - limit: The time limit of requests that do not name their own: of the whole stream, for a streamed
    ///     use case.
    ///   - firstElement: How long a streamed use case may take to begin sending its first element; `nil`,
    ///     the default, for no such limit.
    ///   - betweenElements: How long a streamed use case may take from the moment one send returns until it
    ///     begins the next; `nil`, the default, for no such limit.
    ///   - clock: The clock the limits are measured on; `ContinuousClock()` unless a test gives its own.
    public init(
        after limit: Duration,
        firstElement: Duration? = nil,
        betweenElements: Duration? = nil,
        clock: some Clock<Duration> = ContinuousClock()
    ) {
        self.limit = limit
        self.firstElementLimit = firstElement
        self.betweenElementsLimit = betweenElements
        self.stopwatch = Stopwatch(clock: clock)
    }

    /// Runs the rest of the pipeline in a task of its own, and returns its outcome, or
    /// ``InteractorError/Code/timedOut`` when the limit passes first.
    public nonisolated(nonsending) func intercept<Request: UseCaseRequest>(
        _ request: Request,
        next: Next<Request>
    ) async throws -> Request.Response {
        let timed = request as? any TimeLimitedRequest
        let limit = timed?.timeLimit ?? limit
        let firstElement = timed?.firstElementTimeLimit ?? firstElementLimit
        let betweenElements = timed?.betweenElementsTimeLimit ?? betweenElementsLimit
        // The route of a streamed execution, whose use case ends only once the work task below has too.
        let stream = next.route
        let race = TimeoutRace<Request.Response>()
        let outcome = await withTaskCancellationHandler {
            // Resumed once, by the race: the work task always calls settle(_:), and only the first call counts.
            await withUnsafeContinuation { continuation in
                race.begin(continuation)
                // The element limits apply to a streamed execution only; without them, a stream is timed in all.
                if let stream, firstElement != nil || betweenElements != nil {
                    let deadlines = StreamDeadlineStateMachine(
                        inAll: limit, firstElement: firstElement, betweenElements: betweenElements)
                    let (work, timer) = timing(stream, within: deadlines, next: next, request: request, race: race)
                    stream.track(work)
                    return race.track(work, timer)
                }
                let work = Task {
                    race.settle(await next.outcome(request))
                }
                stream?.track(work)
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

    /// Starts the rest of the pipeline of a streamed execution with a sender that tells `deadlines` when each
    /// send begins and returns, and a timer that settles the race when one of the limits passes.
    ///
    /// - Returns: The two tasks, for the race to cancel when it is settled.
    private func timing<Request: UseCaseRequest>(
        _ stream: StreamRoute,
        within deadlines: StreamDeadlineStateMachine,
        next: Next<Request>,
        request: Request,
        race: TimeoutRace<Request.Response>
    ) -> (work: Task<Void, Never>, timer: Task<Void, Never>) {
        let clock = stopwatch.start()
        let deadlines = Locked(deadlines)
        let watched = stream.watched { send in
            switch send {
            case .began:
                deadlines.withLock { $0.sendBegan() }
            case .ended:
                let now = clock.elapsed()
                deadlines.withLock { $0.sendEnded(at: now) }
            }
        }
        let work = Task {
            race.settle(await next.routed(watched).outcome(request))
        }
        let timer = Task {
            while true {
                let now = clock.elapsed()
                let (passed, nextCheck) = deadlines.withLock { ($0.passed(at: now), $0.nextCheck(at: now)) }
                if let passed {
                    return race.settle(.failure(.timedOut(Request.self, passed)))
                }
                do {
                    try await clock.sleep(nextCheck)
                } catch {
                    return  // Cancelled: the work ended first, or the caller was cancelled.
                }
            }
        }
        return (work, timer)
    }
}
extension InteractorError {
    /// A streamed execution's limit passed.
    fileprivate static func timedOut(
        _ requestType: Any.Type, _ limit: StreamDeadlineStateMachine.Limit
    ) -> InteractorError {
        switch limit {
        case .inAll(let limit):
            return .timedOut(requestType, after: "\(limit)")
        case .firstElement(let limit):
            return InteractorError(
                message: "The execution of \(String(reflecting: requestType)) sent no element within its time "
                    + "limit of \(limit) for the first element, and was cancelled.",
                code: .timedOut)
        case .betweenElements(let limit):
            return InteractorError(
                message: "The execution of \(String(reflecting: requestType)) sent no element for \(limit) after "
                    + "its last one, its time limit between elements, and was cancelled.",
                code: .timedOut)
        }
    }
}

/// A request that names its own time limits, instead of those ``TimeoutMiddleware`` was given.
///
/// Each limit it leaves `nil`, as the defaults do, is the middleware's:
///
/// ```swift
/// struct SyncContactsRequest: StreamRequest, TimeLimitedRequest {
///     typealias Element = Contact
///     var timeLimit: Duration? { .seconds(300) }
///     var betweenElementsTimeLimit: Duration? { .seconds(30) }
/// }
/// ```
public protocol TimeLimitedRequest: UseCaseRequest {
    /// How long an execution of this request may take, a streamed one in all; `nil` for the middleware's limit.
    var timeLimit: Duration? { get }
    /// How long a streamed use case may take to begin sending its first element; `nil` for the middleware's
    /// limit.
    var firstElementTimeLimit: Duration? { get }
    /// How long a streamed use case may take from the moment one send returns until it begins the next;
    /// `nil` for the middleware's limit.
    var betweenElementsTimeLimit: Duration? { get }
}
extension TimeLimitedRequest {
    /// The middleware's limit.
    public var timeLimit: Duration? { nil }
    /// The middleware's limit.
    public var firstElementTimeLimit: Duration? { nil }
    /// The middleware's limit.
    public var betweenElementsTimeLimit: Duration? { nil }
}
