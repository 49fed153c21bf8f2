/// An executor's listeners and subscriptions, behind a lock: performs what `EventListenersStateMachine`
/// decides.
///
/// The lock is held to add or remove a listener, or to find or make an event type's deliveries; listeners run,
/// and listeners, subscriptions' closures and outdated deliveries are released, after unlocking.
@usableFromInline
final class EventListeners: Sendable {
    typealias Machine = EventListenersStateMachine<any AnyListener, any AnyEventDeliveries>

    struct State: Sendable {
        var machine = Machine()
        /// The middleware the deliveries are made with: the registry's, as last told.
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
        _ = outdated  // Released here, outside the lock: deliveries hold listeners, whose deinit is user code.
        return id
    }

    /// Removes the listener numbered `id`, if it is still there.
    func remove(_ id: Int) {
        let removed = state.withLock { $0.machine.remove(id) }
        _ = removed  // Released here, outside the lock, as above.
    }

    /// Makes later deliveries with `middleware`, the registry's middleware after one was added.
    ///
    /// Middleware is only ever appended, so of two calls that race, the one with more entries is the later.
    func middlewareChanged(to middleware: MiddlewareStateMachine) {
        let outdated = state.withLock { state -> [any AnyEventDeliveries] in
            guard middleware.entries.count > state.middleware.entries.count else {
                return []
            }
            state.middleware = middleware
            return state.machine.dropDeliveries()
        }
        _ = outdated  // Released here, outside the lock, as above.
    }

    /// The deliveries of `event`'s type: the ones kept, or ones made now from the listeners there are.
    @usableFromInline
    func deliveries<Event: InteractorEvent>(for event: Event) -> EventDeliveries<Event> {
        let key = ObjectIdentifier(Event.self)
        return state.withLock { state in
            if let kept = state.machine.deliveries(for: key) as? EventDeliveries<Event> {
                return kept
            }
            // Under the lock, only casts run: which listeners receive the type, and the middleware's stages.
            let deliveries = state.machine.entries.compactMap { entry -> EventDeliveries<Event>.Delivery? in
                guard let registration = entry.listener.delivery(for: event) else {
                    return nil
                }
                return EventDeliveries.Delivery(
                    name: entry.listener.name,
                    registration: registration.behind(state.middleware, diagnostics: diagnostics))
            }
            let made = EventDeliveries(deliveries: deliveries)
            state.machine.keep(made, for: key)
            return made
        }
    }
}
