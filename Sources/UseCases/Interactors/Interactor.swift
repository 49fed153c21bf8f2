/// A use case written in callback style: it completes the request now or later, from any thread.
///
/// One interactor handles one use case. It receives its gateways and plugins through its initialiser,
/// and is registered with an ``InteractorExecutor`` once, at start-up. All executions of its request type
/// go to that one instance, so keep it stateless (or guard its state yourself): it is `Sendable`.
///
/// ```swift
/// struct GreetInteractor: Interactor {
///     struct Request: InteractorRequest {
///         typealias Response = String
///         var name: String
///     }
///
///     func execute(_ request: Request, completion: consuming Completion<String>) {
///         completion.complete(with: "Hello, \(request.name)!")
///     }
/// }
/// ```
///
/// ## Implementation requirements
/// End every execution exactly once with ``Completion/complete(with:)`` or ``Completion/fail(with:)``.
/// To complete later or from another thread, call ``Completion/detach()`` and keep the
/// ``DetachedCompletion`` it returns. A completion that is let go without completing ends the execution
/// with ``InteractorError/Code/notCompleted``, so a caller never waits forever.
public protocol Interactor<Request>: Sendable {
    /// The request this interactor handles; its type is the key the executor registers it under.
    associatedtype Request: InteractorRequest

    /// Performs the use case for one request.
    ///
    /// Called on the caller's thread (or actor), synchronously inside ``InteractorExecutor/execute(_:isolation:onComplete:onError:)``
    /// or the `async` variant.
    ///
    /// - Parameters:
    ///   - request: The parameters of this execution.
    ///   - completion: The one-time handle that delivers the response or the error to the caller.
    func execute(_ request: Request, completion: consuming Completion<Request.Response>)
}
