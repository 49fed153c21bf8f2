/// The rest of a pipeline, handed to a ``Middleware``: the middleware added after it, then the interactor.
///
/// Call it once, with the request or a replacement for it: `try await next(request)`. It returns the
/// interactor's response, or throws the ``InteractorError`` the caller would receive, after the middleware
/// after this one had their say. It runs on the actor it is called from.
///
/// A middleware that calls it a second time does not run the interactor again: the second call throws, the
/// executor reports ``InteractorDiagnostic/Kind/nextCalledTwice``, and the caller receives the outcome of the
/// first call, whatever the middleware returned. A middleware that means to run the rest of the pipeline
/// more than once, such as a retry, calls ``again(_:)`` for each attempt after the first.
public struct Next<Request: UseCaseRequest>: Sendable {
    /// The pipeline, also the header of `calls`' buffer: kept here too, because a class's stored property,
    /// such as a buffer's header, is checked for exclusive access on every read.
    @usableFromInline
    let pipeline: Pipeline<Request>
    /// The calls of `next` of the execution it belongs to.
    @usableFromInline
    let calls: Pipeline<Request>.Calls
    /// The way the execution's elements travel, for a streamed use case; `nil` for any other.
    @usableFromInline
    let route: StreamRoute?
    /// The stage that follows the middleware holding this value.
    @usableFromInline
    let index: Int

    @inlinable
    init(pipeline: Pipeline<Request>, calls: Pipeline<Request>.Calls, route: StreamRoute?, index: Int) {
        self.pipeline = pipeline
        self.calls = calls
        self.route = route
        self.index = index
    }

    /// Runs the rest of the pipeline with `request`.
    ///
    /// - Parameter request: The request to pass on: the one the middleware received, or a replacement.
    /// - Returns: The response from the rest of the pipeline.
    /// - Throws: The ``InteractorError`` from the rest of the pipeline; on a second call, an error that says
    ///   so (see ``Next``).
    @inlinable
    public nonisolated(nonsending) func callAsFunction(
        _ request: Request
    ) async throws(InteractorError) -> Request.Response {
        try await pipeline.interactor.runPipeline(pipeline, calls, request, route, index, true, #isolation)
    }

    /// Runs the rest of the pipeline once more: for a middleware that makes several attempts, such as
    /// ``RetryMiddleware``.
    ///
    /// Each call runs the middleware after this one and the interactor again. Unlike a second call of
    /// `next(_:)`, it is not reported.
    ///
    /// - Parameter request: The request to pass on.
    /// - Returns: The response from the rest of the pipeline.
    /// - Throws: The ``InteractorError`` from the rest of the pipeline.
    @inlinable
    public nonisolated(nonsending) func again(_ request: Request) async throws(InteractorError) -> Request.Response {
        // A new attempt gets calls of its own: an earlier one may still run, abandoned by a timeout.
        try await pipeline.interactor.runPipeline(pipeline, nil, request, route, index, false, #isolation)
    }
}

// MARK: - Streams

extension Next {
    /// Whether the execution is a streamed use case's, whose elements the rest of the pipeline sends.
    public var isStreaming: Bool {
        route != nil
    }

    /// How many elements the use case has begun to send so far: `0` for a use case that is not streamed.
    ///
    /// Read after `next` returns, it is how many the execution sent in all, as ``LoggingMiddleware`` logs;
    /// read before another attempt, whether any was sent, as ``RetryMiddleware`` checks.
    public var elementCount: Int {
        route?.progress.elementCount ?? 0
    }

    /// The rest of the pipeline, calling `observe` with each element its use case sends, as the send begins
    /// and before the consumer receives it: for logging or measuring a stream element by element.
    ///
    /// ```swift
    /// struct ElementLogging: Middleware {
    ///     let log: @Sendable (String) -> Void
    ///
    ///     func intercept<Request: UseCaseRequest>(
    ///         _ request: Request,
    ///         next: Next<Request>
    ///     ) async throws -> Request.Response {
    ///         try await next.observingElements { element in log("\(Request.self) sent \(element)") }(request)
    ///     }
    /// }
    /// ```
    ///
    /// For a use case that is not streamed, `observe` is never called. `observe` runs in the use case's
    /// task, which waits for it: keep it short.
    ///
    /// - Parameter observe: Receives each element.
    /// - Returns: The rest of the pipeline, to call instead of this one.
    public func observingElements(_ observe: @escaping @Sendable (any Sendable) -> Void) -> Next {
        guard let route else { return self }
        return routed(
            route.watched { send in
                if case .began(let element) = send {
                    observe(element)
                }
            })
    }

    /// The rest of the pipeline, with its elements sent along `route` instead: for a middleware that must
    /// watch the sends, such as ``TimeoutMiddleware``.
    func routed(_ route: StreamRoute) -> Next {
        Next(pipeline: pipeline, calls: calls, route: route, index: index)
    }
}
