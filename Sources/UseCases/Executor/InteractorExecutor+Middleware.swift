// MARK: - Middleware

extension InteractorExecutor {
    /// Adds middleware that runs around every execution of the request types in `scope`.
    ///
    /// Middleware runs in the order it was added: the first added is the outermost, so it sees the request
    /// first and the outcome last.
    ///
    /// ```swift
    /// func configureExecutor(_ executor: InteractorExecutor, session: Session) {
    ///     executor.use(LoggingMiddleware { event in print(event) })
    ///     executor.use(TimeoutMiddleware(after: .seconds(10)))
    ///     executor.use(RequireLogin(session: session), for: .requests(conformingTo: (any RequiresLogin.Type).self))
    /// }
    /// ```
    ///
    /// It applies to executions that start after it was added, whether their interactor was registered
    /// before or after. Still, register the interactors first: once one is registered, a middleware whose
    /// scope matches none of the registered request types is reported when it is added
    /// (``InteractorDiagnostic/Kind/unmatchedMiddleware``). A request that no interactor is registered for
    /// fails with ``InteractorError/Code/notRegistered`` without passing through any middleware.
    ///
    /// - Parameters:
    ///   - middleware: The middleware to add.
    ///   - scope: The request types it runs for; every one unless you say otherwise.
    public func use(_ middleware: some Middleware, for scope: MiddlewareScope = .allRequests) {
        let replaced = registry.add(MiddlewareSource(middleware: middleware), for: scope)
        _ = replaced  // Released here, outside the locks: an interactor's deinit may run user code.
        events.middlewareChanged(to: registry.middleware)
    }

    /// Adds a closure that runs around every execution of one request type, and receives its requests typed.
    ///
    /// ```swift
    /// func answerFromCache(_ cache: [Int: Profile], on executor: InteractorExecutor) {
    ///     executor.use(for: LoadProfileRequest.self) { request, next in
    ///         if let profile = cache[request.userID] {
    ///             return profile
    ///         }
    ///         return try await next(request)
    ///     }
    /// }
    /// ```
    ///
    /// The closure runs on the caller's actor, as a ``Middleware`` does. With Swift 6.3.1 and earlier, a
    /// closure with a capture list (`{ [weak self] request, next in … }`) runs on no actor instead
    /// (swiftlang/swift#87097, fixed in later compilers): it still works, but a caller on an actor leaves it
    /// and comes back. Capture without a list where that matters.
    ///
    /// - Parameters:
    ///   - requestType: The request type it runs for.
    ///   - name: The name ``pipeline(for:)`` and the diagnostics show; the file and line of the call unless
    ///     you give one.
    ///   - fileID: The file of the call, for the default name; leave the default.
    ///   - line: The line of the call, for the default name; leave the default.
    ///   - intercept: The middleware's code, as in ``Middleware/intercept(_:next:)``.
    public func use<Request: UseCaseRequest>(
        for requestType: Request.Type,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ intercept:
            nonisolated(nonsending) @escaping @Sendable (Request, Next<Request>) async throws -> Request.Response
    ) {
        let source = ClosureSource(name: name ?? "closure at \(fileID):\(line)", body: intercept)
        let replaced = registry.add(source, for: .requests(ofType: requestType))
        _ = replaced  // Released here, outside the locks: an interactor's deinit may run user code.
        events.middlewareChanged(to: registry.middleware)
    }

    /// The middleware that run around executions of a request type, in order: for a test, a log line, or
    /// the debugger.
    ///
    /// ```swift
    /// func printPipeline(of executor: InteractorExecutor) {
    ///     print(executor.pipeline(for: LoginUserRequest.self))
    ///     // Pipeline of MyApp.LoginUserRequest:
    ///     //   1. LoggingMiddleware (all requests)
    ///     //   2. RequireLogin (requests conforming to RequiresLogin)
    ///     //   then the interactor
    /// }
    /// ```
    ///
    /// - Parameter requestType: The request type.
    /// - Returns: The names of its middleware, outermost first, and a description that lists them.
    public func pipeline<Request: UseCaseRequest>(for requestType: Request.Type) -> PipelineDescription {
        PipelineDescription(
            requestType: requestType,
            middleware: registry.middlewareDescriptions(for: requestType),
            isRegistered: isRegistered(requestType)
        )
    }
}
