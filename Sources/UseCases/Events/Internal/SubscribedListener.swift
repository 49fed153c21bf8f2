/// A subscription's closure, run on the subscriber's actor while the subscription lasts.
struct SubscribedListener<Subscribed: Sendable>: AnyListener {
    let name: String
    let handler: Handler

    func call<Event: InteractorEvent>(for event: Event) -> (@Sendable (Event) async throws -> Void)? {
        let handler = handler
        return call(for: event) { (event: Subscribed) in
            try await Handler.deliver(event, to: handler, isolation: handler.actor)
        }
    }
}

extension SubscribedListener {
    /// The subscriber's closure and actor, and whether the subscription still lasts.
    final class Handler: @unchecked Sendable {
        // @unchecked: `handle` is called only on `actor`, the subscriber's, where it was made (in deliver).
        let handle: (Subscribed) async throws -> Void
        let actor: (any Actor)?
        /// `false` once the subscription ended: an event published before still in delivery skips it.
        let isActive = Locked(true)

        init(_ handle: @escaping (Subscribed) async throws -> Void, actor: (any Actor)?) {
            self.handle = handle
            self.actor = actor
        }

        /// Calls the closure on the subscriber's actor, with no hop when the publisher is on it already,
        /// unless the subscription ended meanwhile.
        static func deliver(
            _ event: Subscribed,
            to handler: Handler,
            isolation: isolated (any Actor)?
        ) async throws {
            guard handler.isActive.withLock({ $0 }) else {
                return
            }
            try await handler.handle(event)
        }
    }
}
