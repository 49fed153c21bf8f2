/// An executor's listeners and subscriptions, behind a lock: performs what `EventListenersStateMachine`
/// decides.
///
/// The lock is held to add or remove a listener, or to find or make an event type's route; listeners run,
/// and listeners, subscriptions' closures and outdated routes are released, after unlocking.
@usableFromInline
final class EventListeners: Sendable {
    typealias Machine = EventListenersStateMachine<any AnyListener, any AnyEventRoute>

    struct State: Sendable {
        var machine = Machine()
        /// The middleware the routes are made with: the registry's, as last told.
        var middleware = MiddlewareStateMachine()
    }

    private let state = Locked(State())
    /// Where a middleware that called `next` twice around a delivery is reported.
    private let diagnostics: @Sendable (InteractorDiagnostic) -> Void

    init(diagnostics: @escaping @Sendable (InteractorDiagnostic) -> Void) {
        self.diagnostics = diagnostics
    }

    /// Adds a listener; returns the number that removes it.
    func add(_ listener: any AnyListener, order: Int) -> Int {
        let (id, outdated) = state.withLock { $0.machine.add(listener, order: order) }
        _ = outdated  // Released here, outside the lock: a route holds listeners, whose deinit is user code.
        return id
    }

    /// Removes the listener numbered `id`, if it is still there.
    func remove(_ id: Int) {
        let removed = state.withLock { $0.machine.remove(id) }
        _ = removed  // Released here, outside the lock, as above.
    }

    /// Makes later routes with `middleware`, the registry's middleware after one was added.
    ///
    /// Middleware is only ever appended, so of two calls that race, the one with more entries is the later.
    func middlewareChanged(to middleware: MiddlewareStateMachine) {
        let outdated = state.withLock { state -> [any AnyEventRoute] in
            guard middleware.entries.count > state.middleware.entries.count else {
                return []
            }
            state.middleware = middleware
            return state.machine.dropRoutes()
        }
        _ = outdated  // Released here, outside the lock, as above.
    }

    /// The route of `event`'s type: the one kept, or one made now from the listeners there are.
    @usableFromInline
    func route<Event: InteractorEvent>(for event: Event) -> EventRoute<Event> {
        let key = ObjectIdentifier(Event.self)
        return state.withLock { state in
            if let route = state.machine.route(for: key) as? EventRoute<Event> {
                return route
            }
            // Under the lock, only casts run: which listeners receive the type, and the middleware's stages.
            let deliveries = state.machine.entries.compactMap { entry -> EventRoute<Event>.Delivery? in
                guard let registration = entry.listener.delivery(for: event) else {
                    return nil
                }
                return EventRoute.Delivery(
                    name: entry.listener.name,
                    registration: registration.behind(state.middleware, diagnostics: diagnostics))
            }
            let route = EventRoute(deliveries: deliveries)
            state.machine.keep(route, for: key)
            return route
        }
    }
}
