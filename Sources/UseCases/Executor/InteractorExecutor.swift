/// Finds the interactor registered for a request's type and runs it: the one object callers talk to.
///
/// Create one at start-up, register every interactor with it, and share it:
///
/// ```swift
/// enum Logic {
///     static let executor = InteractorExecutor()
///
///     static func registerInteractors() {
///         executor.register(LoginUserInteractor(webservice: HTTPWebservice()))
///     }
/// }
/// ```
///
/// Callers execute a request with closures (from an actor, such as a `@MainActor` view model) or with
/// `await`; both work for every interactor. Code on no actor uses ``executeDetached(_:onComplete:onError:)-9dcy4``:
///
/// ```swift
/// extension LoginViewModel {
///     func logIn(with request: LoginUserRequest) {
///         Logic.executor.execute(request) { response in
///             self.username = response.username
///         } onError: { error in
///             self.message = error.message
///         }
///     }
///
///     func logInAndWait(with request: LoginUserRequest) async throws {
///         let response = try await Logic.executor.execute(request)
///         username = response.username
///     }
/// }
/// ```
///
/// Every execution ends exactly once: with a response, or with an ``InteractorError``. Registering,
/// unregistering and executing may happen on any number of threads at the same time. The executor never
/// holds its locks while an interactor or a callback runs, so interactors may execute further requests
/// through the same executor.
public final class InteractorExecutor: Sendable {
    @usableFromInline
    let registry: Registry
    @usableFromInline
    let diagnosticsHandler: @Sendable (InteractorDiagnostic) -> Void
    /// What the test kit's `TestExecutor` learns of the executions; `nil` in an app.
    @usableFromInline
    let kitHooks: KitHooks?
    /// The listeners and subscriptions of published events.
    @usableFromInline
    let events: EventListeners

    /// Creates an executor with no interactors registered.
    ///
    /// - Parameter diagnostics: Receives what no caller will see, such as a second completion or an error
    ///   with no `onError` to go to. The default writes to standard error in debug builds.
    public init(
        diagnostics: @escaping @Sendable (InteractorDiagnostic) -> Void = InteractorDiagnostic.standardError
    ) {
        self.registry = Registry(diagnostics: diagnostics)
        self.diagnosticsHandler = diagnostics
        self.kitHooks = nil
        self.events = EventListeners(diagnostics: diagnostics)
    }

    /// Creates an executor that also tells the test kit what it learns through `kitHooks`.
    package init(
        diagnostics: @escaping @Sendable (InteractorDiagnostic) -> Void,
        kitHooks: KitHooks
    ) {
        self.registry = Registry(diagnostics: diagnostics)
        self.diagnosticsHandler = diagnostics
        self.kitHooks = kitHooks
        self.events = EventListeners(diagnostics: diagnostics)
    }

    // MARK: - Registering

    /// Registers a callback-style interactor for its request type.
    ///
    /// Registering another interactor for the same request type replaces this one; executions already
    /// running finish with the interactor they started with.
    ///
    /// - Parameter interactor: The interactor that will handle every execution of `Interactor.Request`.
    @inlinable
    public func register<Wrapped: Interactor>(_ interactor: Wrapped) {
        store(Registration(interactor))
    }

    /// Registers an `async` interactor for its request type.
    ///
    /// Registering another interactor for the same request type replaces this one; executions already
    /// running finish with the interactor they started with.
    ///
    /// - Parameter interactor: The interactor that will handle every execution of `Interactor.Request`.
    @inlinable
    public func register<Wrapped: AsyncInteractor>(_ interactor: Wrapped) {
        store(Registration(interactor))
    }

    /// Registers a callback-style interactor that is built on the first execution of its request type.
    ///
    /// For an app with many use cases, so that start-up builds none of them: `makeInteractor` runs once,
    /// inside the first execution, where that execution would run the interactor, and the interactor it
    /// returns handles that execution and every later one. Executions that arrive while it runs wait for it
    /// without blocking their threads, then run in tasks of their own: on the caller's actor for a caller
    /// with closures, whose closures therefore run after `execute` returns, as they do for any outcome that
    /// comes later. So a factory may itself execute requests, even of this request type. When the
    /// registration is replaced or removed before any execution, the factory never runs; once it has run,
    /// it is released.
    ///
    /// Until then the executor keeps the factory, and what it captures: a factory that captures the
    /// executor keeps it alive, which matters for an executor that should go away, such as a test's.
    /// Capture it `weak` there.
    ///
    /// ```swift
    /// func registerInteractors(with executor: InteractorExecutor) {
    ///     executor.registerLazily { LoginUserInteractor(webservice: HTTPWebservice()) }
    /// }
    /// ```
    ///
    /// - Parameter makeInteractor: Builds the interactor that will handle every execution of
    ///   `Interactor.Request`.
    @inlinable
    public func registerLazily<Wrapped: Interactor>(_ makeInteractor: @escaping @Sendable () -> Wrapped) {
        store(Registration<Wrapped.Request>(lazy: LazyInteractor(makeInteractor)))
    }

    /// Registers an `async` interactor that is built on the first execution of its request type.
    ///
    /// `makeInteractor` runs once, inside the first execution, as for a callback interactor (see
    /// ``registerLazily(_:)-6fuxi``). Executions that arrive while it runs suspend until the interactor is
    /// built; one whose task is cancelled meanwhile gets ``InteractorError/Code/cancelled`` then, without
    /// the interactor running.
    ///
    /// - Parameter makeInteractor: Builds the interactor that will handle every execution of
    ///   `AsyncInteractor.Request`.
    @inlinable
    public func registerLazily<Wrapped: AsyncInteractor>(_ makeInteractor: @escaping @Sendable () -> Wrapped) {
        store(Registration<Wrapped.Request>(lazy: LazyInteractor(makeInteractor)))
    }

    /// Removes the interactor registered for a request type.
    ///
    /// Executions already running finish normally; later ones fail with ``InteractorError/Code/notRegistered``.
    ///
    /// - Parameter requestType: The request type whose interactor to remove.
    /// - Returns: Whether an interactor was registered for it.
    @discardableResult
    public func unregister<Request: UseCaseRequest>(_ requestType: Request.Type) -> Bool {
        let removed = registry.remove(requestType)
        return removed != nil  // `removed` is released here, outside the locks: its deinit may run user code.
    }

    /// Whether an interactor is registered for a request type.
    ///
    /// - Parameter requestType: The request type to look up.
    /// - Returns: `true` when ``execute(_:isolation:onComplete:onError:)->()`` would find an interactor.
    public func isRegistered<Request: UseCaseRequest>(_ requestType: Request.Type) -> Bool {
        registry.contains(requestType)
    }

    /// Files a registration under its request type.
    @usableFromInline
    func store<Request>(_ registration: Registration<Request>) {
        let replaced = registry.store(registration)
        _ = replaced  // Released here, outside the locks: the old interactor's deinit may run user code.
    }
}
