/// A subscription's closure, run on the subscriber's actor while the subscription lasts.
struct SubscribedListener<Subscribed: Sendable>: AnyListener {
    let name: String
    let handler: Handler

    func call<Event: InteractorEvent>(for event: Event) -> (@Sendable (Event) async throws -> Void)? {
        let handler = handler
        return call(for: event) { (event: Subscribed) in
            try await Handler.deliver(event, to: handler)
        }
    }
}

extension SubscribedListener {
    /// The subscriber's closure and actor, and whether the subscription still lasts.
    final class Handler: @unchecked Sendable {
        // @unchecked: a subscriber's `handle` is called only on `actor`, where it was made (`deliver(_:to:on:)`),
        // and the executor's own `handle` (`actor` nil) is `@Sendable`.
        let handle: (Subscribed) async throws -> Void
        /// The subscriber's actor, weakly: an actor that keeps its subscription must be able to go away, and
        /// its subscription with it. `nil` for the executor's own subscription (`events(of:)`).
        weak var actor: (any Actor)?
        /// Whether `handle` must run on `actor`.
        let isIsolated: Bool
        /// `false` once the subscription ended: an event published before still in delivery skips it.
        let isActive = Locked(true)

        init(_ handle: @escaping (Subscribed) async throws -> Void, actor: isolated any Actor) {
            self.handle = handle
            self.actor = actor
            self.isIsolated = true
        }

        init(sendable handle: @escaping @Sendable (Subscribed) async throws -> Void) {
            self.handle = handle
            self.actor = nil
            self.isIsolated = false
        }

        /// Calls the closure on the subscriber's actor, unless the subscription ended meanwhile or the actor
        /// is gone.
        static func deliver(_ event: Subscribed, to handler: Handler) async throws {
            guard handler.isActive.withLock({ $0 }) else {
                return
            }
            guard handler.isIsolated else {
                return try await handler.handle(event)
            }
            guard let actor = handler.actor else {
                handler.isActive.withLock { $0 = false }  // Gone, and its subscription with it.
                return
            }
            try await deliver(event, to: handler, on: actor)
        }

        private static func deliver(_ event: Subscribed, to handler: Handler, on actor: isolated any Actor) async throws
        {
            try await handler.handle(event)
        }
    }
}
