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
    /// Usually called on the caller's thread (or actor): synchronously inside
    /// ``InteractorExecutor/execute(_:isolation:onComplete:onError:)->()`` or the `async` variant, or, when
    /// middleware applies to the request type, when the innermost middleware calls `next`. It may also run
    /// elsewhere, so assume no actor: behind a ``TimeoutMiddleware``, in the timeout's task, on no actor;
    /// registered with ``InteractorExecutor/registerLazily(_:)-6fuxi``, for an execution that arrived while
    /// its factory ran, in a task of its own, on the caller's actor for a caller with closures and on no actor
    /// for an awaiting caller; from ``InteractorExecutor/executeDetached(_:onComplete:onError:)-9dcy4``, on
    /// whichever thread called it.
    ///
    /// - Parameters:
    ///   - request: The parameters of this execution.
    ///   - completion: The one-time handle that delivers the response or the error to the caller.
    func execute(_ request: Request, completion: consuming Completion<Request.Response>)
}

// MARK: - Running one interactor

extension Interactor {
    /// Runs this interactor for one request, without an executor, and returns its response.
    ///
    /// For a unit test of an interactor with stub gateways and plugins: one line, and the same checks as
    /// an execution through ``InteractorExecutor/execute(_:isolation:)-9x2mq``. The execution ends exactly once; a
    /// handle let go without completing ends it with ``InteractorError/Code/notCompleted``; a second
    /// completion is reported as by an executor's default diagnostics handler; cancelling the awaiting task
    /// ends it with ``InteractorError/Code/cancelled``. No middleware runs.
    ///
    /// ```swift
    /// @Test func greetsByName() async throws {
    ///     let greeting = try await GreetInteractor().execute(GreetInteractor.Request(name: "Ada"))
    ///     #expect(greeting == "Hello, Ada!")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - request: The request to execute.
    ///   - isolation: The caller's actor; leave the default, which the compiler fills in.
    /// - Returns: The interactor's response.
    /// - Throws: ``InteractorError``: the interactor's own, or ``InteractorError/Code/notCompleted`` or
    ///   ``InteractorError/Code/cancelled``.
    public func execute(
        _ request: Request,
        isolation: isolated (any Actor)? = #isolation
    ) async throws(InteractorError) -> Request.Response {
        try await execute(request, diagnostics: InteractorDiagnostic.standardError, isolation: isolation)
    }

    /// Runs this interactor for one request, as ``execute(_:isolation:)`` does, reporting what no caller
    /// will see to `diagnostics`: for the package's own tests.
    package func execute(
        _ request: Request,
        diagnostics: @escaping @Sendable (InteractorDiagnostic) -> Void,
        isolation: isolated (any Actor)? = #isolation
    ) async throws(InteractorError) -> Request.Response {
        try await Registration(self).outcome(
            for: request, route: nil, diagnostics: DiagnosticReporter(handler: diagnostics, requestType: Request.self),
            isolation: isolation
        ).get()
    }
}
