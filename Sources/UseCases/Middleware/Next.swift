/// The rest of a pipeline, handed to a ``Middleware``: the middleware added after it, then the interactor.
///
/// Call it once, with the request or a replacement for it: `try await next(request)`. It returns the
/// interactor's response, or throws the ``InteractorError`` the caller would receive, after the middleware
/// after this one had their say.
///
/// A middleware that calls it a second time does not run the interactor again: the second call throws, the
/// executor reports ``InteractorDiagnostic/Kind/nextCalledTwice``, and the caller receives the outcome of the
/// first call, whatever the middleware returned. A middleware that means to run the rest of the pipeline
/// more than once, such as a retry, calls ``again(_:)`` for each attempt after the first.
public struct Next<Request: InteractorRequest>: Sendable {
    let pipeline: Pipeline<Request>
    /// The stage that follows the middleware holding this value.
    let index: Int
    let calls: NextCalls<Request.Response>

    init(pipeline: Pipeline<Request>, index: Int) {
        self.pipeline = pipeline
        self.index = index
        self.calls = NextCalls()
    }

    /// Runs the rest of the pipeline with `request`.
    ///
    /// - Parameter request: The request to pass on: the one the middleware received, or a replacement.
    /// - Returns: The response from the rest of the pipeline.
    /// - Throws: The ``InteractorError`` from the rest of the pipeline; on a second call, an error that says
    ///   so (see ``Next``).
    public func callAsFunction(_ request: Request) async throws(InteractorError) -> Request.Response {
        guard calls.begin() else {
            let name = pipeline.stages[index - 1].name
            pipeline.diagnostics.report(.nextCalledTwice, middleware: name)
            throw .nextCalledTwice(Request.self, middleware: name)
        }
        let outcome = await pipeline.run(request, from: index)
        calls.end(with: outcome)
        return try outcome.get()
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
    public func again(_ request: Request) async throws(InteractorError) -> Request.Response {
        try await pipeline.run(request, from: index).get()
    }
}
