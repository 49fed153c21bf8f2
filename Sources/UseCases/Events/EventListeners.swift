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
    ///
    /// Inlinable, and the kept ones cast back without a check, so that a publish looks up no generic type's
    /// metadata (see `Benchmarks/README.md`, "Events").
    @inlinable
    func deliveries<Event: InteractorEvent>(for event: Event) -> EventDeliveries<Event> {
        guard let kept = keptDeliveries(for: ObjectIdentifier(Event.self)) else {
            return makeDeliveries(for: event)
        }
        // Sound: makeDeliveries(for:), the only place that keeps deliveries, keeps an EventDeliveries<Event>
        // under ObjectIdentifier(Event.self).
        return unsafeDowncast(kept, to: EventDeliveries<Event>.self)
    }

    /// The deliveries kept for the event type `key`, or `nil` when they must be made.
    @usableFromInline
    func keptDeliveries(for key: ObjectIdentifier) -> AnyObject? {
        state.withLock { $0.machine.deliveries(for: key) }
    }

    /// The deliveries of `event`'s type, made from the listeners there are and kept, unless another publish
    /// kept some meanwhile.
    @usableFromInline
    func makeDeliveries<Event: InteractorEvent>(for event: Event) -> EventDeliveries<Event> {
        let key = ObjectIdentifier(Event.self)
        return state.withLock { state in
            if let kept = state.machine.deliveries(for: key) as? EventDeliveries<Event> {
                return kept
            }
            // Under the lock, only casts run: which listeners receive the type, and the middleware's stages.
            let hasMiddleware = !state.middleware.stages(for: Event.self).isEmpty
            var deliveries: [EventDeliveries<Event>.Delivery] = []
            var names: [String] = []
            for entry in state.machine.entries {
                guard let recipient = entry.listener.call(for: event) else { continue }
                names.append(entry.listener.name)
                guard hasMiddleware else {
                    deliveries.append(.direct(recipient))
                    continue
                }
                let name = entry.listener.name
                let listener = Registration<Event>(
                    kind: .async { event, _, _ in
                        do {
                            try await recipient.handle(event)
                            return .success(())
                        } catch {
                            return .failure(InteractorError(wrapping: error, requestType: Event.self, listener: name))
                        }
                    })
                deliveries.append(.behindMiddleware(listener.behind(state.middleware, diagnostics: diagnostics)))
            }
            let made = EventDeliveries(deliveries: deliveries, names: names)
            state.machine.keep(made, for: key)
            return made
        }
    }
}
