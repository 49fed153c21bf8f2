/// Code that runs around the executions of the request types it is added for: logging, timing, timeouts,
/// retries, authorization, validation, caching.
///
/// Add middleware to an executor with ``InteractorExecutor/use(_:for:)``. Each one receives the request and
/// ``Next``, the rest of the pipeline: the middleware added after it, then the interactor. It can run code
/// before and after `next`, replace what `next` returned or threw, or answer without calling `next` at all:
///
/// ```swift
/// struct RequireLogin: Middleware {
///     let session: Session
///
///     nonisolated(nonsending) func intercept<Request: UseCaseRequest>(
///         _ request: Request,
///         next: Next<Request>
///     ) async throws -> Request.Response {
///         guard await session.isLoggedIn else {
///             throw InteractorError(message: "Log in to do this.", code: .custom(401))
///         }
///         return try await next(request)
///     }
/// }
/// ```
///
/// Middleware runs on the caller's actor, inside the awaiting caller's task (so it sees that task's
/// cancellation and task-local values), or inside a task the executor starts on the caller's actor for a
/// caller that passed closures; a callback interactor behind it is called there too. Declare `intercept`
/// `nonisolated(nonsending)`, as above, so that it runs where it is called: written as a plain `async`
/// function, it still conforms, but runs on no actor, so a caller on the main actor leaves it and comes back
/// around every execution. Because it runs on the caller's actor, a middleware must not block: await slow
/// work in a function that runs on no actor. Middleware inside a ``TimeoutMiddleware`` runs in the
/// timeout's task, on no actor, a child of the caller's task in all but name. Around a streamed use case
/// (``StreamInteractor``), middleware runs in the stream's own task, on no actor, around the whole stream.
/// Middleware holds no lock of the executor's, so it may execute other requests through an executor it was
/// given, as an interactor does.
///
/// Implementation requirements: call `next` at most once per `intercept` (``Next/again(_:)`` runs the rest of
/// the pipeline once more, for a retry), and return or throw: an error that is not an ``InteractorError``
/// reaches the caller wrapped in one, with the code ``InteractorError/Code/interactorThrew``.
public protocol Middleware: Sendable {
    /// The name that ``InteractorExecutor/pipeline(for:)`` and the diagnostics show; the type's name unless
    /// you give one.
    ///
    /// The executor reads it under its lock, when it builds pipelines and describes or reports the
    /// middleware, so return a constant: never execute a request from it.
    var name: String { get }

    /// Runs around one execution of `request`.
    ///
    /// - Parameters:
    ///   - request: The request being executed.
    ///   - next: The rest of the pipeline; `try await next(request)` runs it and returns its response.
    /// - Returns: The response the caller receives.
    /// - Throws: The error the caller receives: an ``InteractorError``, or any error, which the caller
    ///   receives wrapped in one.
    nonisolated(nonsending) func intercept<Request: UseCaseRequest>(
        _ request: Request,
        next: Next<Request>
    ) async throws -> Request.Response
}

extension Middleware {
    /// The middleware type's name.
    public var name: String {
        String(describing: Self.self)
    }
}
