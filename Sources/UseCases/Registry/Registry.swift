/// The executor's registrations, at most one per request type, and its middleware.
///
/// The key is `ObjectIdentifier(Request.self)`, never a name or a description, so every distinct type is a
/// distinct key: structs, classes, specializations of a generic request, equally named types of two modules.
/// Many threads look up at once and few register, so the contents sit behind a ``StripedLock``: a lookup
/// takes its thread's stripe, finds, and unlocks; everything else is done where registrations or middleware
/// change, under every stripe.
///
/// A registration carries its request type's ``Pipeline`` when middleware apply to it: storing a
/// registration and adding middleware build it, so that an execution never scans the middleware.
@usableFromInline
final class Registry: @unchecked Sendable {
    // @unchecked: `contents` is read under one stripe of `lock` and written only under all of them.

    /// The table and the middleware, at an address of their own. Reached through a pointer, their reads skip
    /// the run-time exclusivity checks that a class's stored property gets (see `Benchmarks/README.md`); the
    /// lock, not those checks, is what keeps readers and writers apart. Made in `init`, ended in `deinit`.
    private let contents: UnsafeMutablePointer<Contents>  // Made in init, ended in deinit, used under `lock`.
    private let lock = StripedLock()
    /// Where a middleware scope that matches no registered type is reported.
    private let diagnosticsHandler: @Sendable (InteractorDiagnostic) -> Void

    private struct Contents {
        var table = TypeTable<any AnyRegistration>()
        var middleware = MiddlewareStateMachine()
        /// The event types that listeners and subscriptions were added for, which scopes may match too.
        var eventTypes: [ObjectIdentifier: any UseCaseRequest.Type] = [:]
    }

    init(diagnostics: @escaping @Sendable (InteractorDiagnostic) -> Void) {
        diagnosticsHandler = diagnostics
        contents = .allocate(capacity: 1)
        contents.initialize(to: Contents())
    }

    deinit {
        contents.deinitialize(count: 1)
        contents.deallocate()
    }

    // MARK: - Looking up

    /// The registration for `Request`, typed by it, or `nil` when none is registered.
    @inlinable
    func registration<Request>(for requestType: Request.Type) -> Registration<Request>? {
        guard let registration = registration(for: ObjectIdentifier(requestType)) else {
            return nil
        }
        // Sound: `store(_:)` and `add(_:for:)`, the only places that add to the table, file a
        // Registration<Request> under ObjectIdentifier(Request.self), so the object found under that key is one.
        return unsafeDowncast(registration, to: Registration<Request>.self)
    }

    /// The registration filed under `key`, retained for the caller.
    ///
    /// The first look-up after registrations or middleware changed also checks the middleware scopes
    /// against the registered types: an app registers its interactors and middleware in any order before it
    /// executes, so a scope is judged once they are all there, not while they come.
    @usableFromInline
    func registration(for key: ObjectIdentifier) -> AnyObject? {
        let (registration, isCheckPending) = lock.withReadLock {
            (contents.pointee.table.value(for: key), contents.pointee.middleware.isCheckPending)
        }
        if isCheckPending {
            checkScopes()
        }
        return registration
    }

    /// Whether a registration is filed for `requestType`.
    ///
    /// Not a look-up for an execution: it checks no middleware scope.
    func contains(_ requestType: any Any.Type) -> Bool {
        lock.withReadLock { contents.pointee.table.value(for: ObjectIdentifier(requestType)) } != nil
    }

    /// The middleware added so far, for the routes of published events.
    var middleware: MiddlewareStateMachine {
        lock.withReadLock { contents.pointee.middleware }
    }

    /// The names and scopes of the middleware that apply to `requestType`, outermost first.
    func middlewareDescriptions(
        for requestType: any UseCaseRequest.Type
    ) -> [(name: String, scope: MiddlewareScope)] {
        lock.withReadLock { contents.pointee.middleware.descriptions(for: requestType) }
    }

    // MARK: - Changing

    /// Files `registration` under its request type, with the pipeline of the middleware that apply to it,
    /// and returns the one it replaces.
    ///
    /// The caller releases what it gets back, outside the lock: an interactor's `deinit` is user code.
    func store<Request>(_ registration: Registration<Request>) -> AnyObject? {
        change { contents in
            let middleware = contents.middleware
            let stored =
                middleware.isEmpty ? registration : registration.applying(middleware, diagnostics: diagnosticsHandler)
            return contents.table.store(stored, for: ObjectIdentifier(Request.self))
        }
    }

    /// Removes the registration of `requestType` and returns it, for the caller to release outside the lock.
    func remove(_ requestType: any Any.Type) -> AnyObject? {
        change { contents in
            contents.middleware.registrationsChanged()
            return contents.table.remove(ObjectIdentifier(requestType))
        }
    }

    /// Notes an event type that a listener or a subscription was added for, so that a middleware scoped to
    /// it is not reported as matching nothing.
    func noteEventType(_ eventType: any UseCaseRequest.Type) {
        let key = ObjectIdentifier(eventType)
        guard lock.withReadLock({ contents.pointee.eventTypes[key] }) == nil else {
            return
        }
        change { contents in
            contents.eventTypes[key] = eventType
            contents.middleware.registrationsChanged()
        }
    }

    /// Adds a middleware inside those added before, and rebuilds the pipeline of every registration.
    ///
    /// Returns the registrations it replaced, for the caller to release outside the lock.
    func add(_ source: any StageSource, for scope: MiddlewareScope) -> [AnyObject] {
        change { contents in
            contents.middleware.append(source, for: scope)
            let middleware = contents.middleware
            return contents.table.replaceAll { $0.applying(middleware, diagnostics: diagnosticsHandler) }
        }
    }

    /// Runs `body` under every stripe; then reports, after unlocking, each middleware whose scope can match
    /// no request type at all, once. Whether a scope matches a registered type waits for the next look-up.
    private func change<Result>(_ body: (inout Contents) -> Result) -> Result {
        var unmatchable: [(name: String, scope: MiddlewareScope)] = []
        let result = lock.withWriteLock {
            let result = body(&contents.pointee)
            unmatchable = contents.pointee.middleware.takeUnmatchable()
            return result
        }
        report(unmatchable)
        return result
    }

    /// Reports, after unlocking, each scoped middleware that matches none of the registered types, once.
    private func checkScopes() {
        let unmatched = lock.withWriteLock {
            contents.pointee.middleware.takeUnmatched(
                registeredTypes: contents.pointee.table.values.map { $0.requestType }
                    + contents.pointee.eventTypes.values)
        }
        report(unmatched)
    }

    private func report(_ middleware: [(name: String, scope: MiddlewareScope)]) {
        for (name, scope) in middleware {
            diagnosticsHandler(.unmatchedMiddleware(name, scope: scope))
        }
    }
}
