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
///     func intercept<Request: InteractorRequest>(
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
/// Middleware runs on no actor, inside the awaiting caller's task (so it sees that task's cancellation and
/// task-local values), or inside a task of its own for a caller that passed closures; middleware inside a
/// ``TimeoutMiddleware`` runs in the timeout's task, a child of that one in all but name. It holds no lock of
/// the executor's, so it may execute other requests through an executor it was given, as an interactor does.
///
/// Implementation requirements: call `next` at most once per `intercept` (``Next/again(_:)`` runs the rest of
/// the pipeline once more, for a retry), and return or throw: an error that is not an ``InteractorError``
/// reaches the caller wrapped in one, with the code ``InteractorError/Code/interactorThrew``.
public protocol Middleware: Sendable {
    /// The name that ``InteractorExecutor/pipeline(for:)`` and the diagnostics show; the type's name unless
    /// you give one.
    var name: String { get }

    /// Runs around one execution of `request`.
    ///
    /// - Parameters:
    ///   - request: The request being executed.
    ///   - next: The rest of the pipeline; `try await next(request)` runs it and returns its response.
    /// - Returns: The response the caller receives.
    /// - Throws: The error the caller receives: an ``InteractorError``, or any error, which the caller
    ///   receives wrapped in one.
    nonisolated(nonsending) func intercept<Request: InteractorRequest>(
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
