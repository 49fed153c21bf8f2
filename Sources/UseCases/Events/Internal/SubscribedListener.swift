/// A subscription's closure, run on the subscriber's actor while the subscription lasts.
struct SubscribedListener<Subscribed: Sendable>: AnyListener, EventListener {
    let name: String
    let handler: Handler

    func call<Event: InteractorEvent>(for event: Event) -> (any EventListener<Event>)? {
        call(for: event, self)
    }

    func handle(_ event: Subscribed) async throws {
        try await Handler.deliver(event, to: handler)
    }
}

extension SubscribedListener {
    /// The subscriber's closure and actor, and whether the subscription still lasts.
    final class Handler: @unchecked Sendable {
        // @unchecked: a subscriber's `handle` is called only on its actor, where it was made (`deliver(_:to:on:)`),
        // and the executor's own `handle` (no actor) is `@Sendable`.
        let handle: (Subscribed) async throws -> Void
        /// Whether the subscriber is on the main actor, which lives as long as the process.
        private let isOnMainActor: Bool
        /// Any other subscriber's actor, weakly: an actor that keeps its subscription must be able to go away,
        /// and its subscription with it. (The main actor is not held weakly: a weak reference to an object
        /// that never goes away is never freed.)
        private weak var otherActor: (any Actor)?
        /// Whether `handle` must run on the subscriber's actor.
        let isIsolated: Bool
        /// `false` once the subscription ended: an event published before still in delivery skips it.
        let isActive = Locked(true)

        init(_ handle: @escaping (Subscribed) async throws -> Void, actor: isolated any Actor) {
            self.handle = handle
            self.isOnMainActor = actor === MainActor.shared
            self.otherActor = isOnMainActor ? nil : actor
            self.isIsolated = true
        }

        init(sendable handle: @escaping @Sendable (Subscribed) async throws -> Void) {
            self.handle = handle
            self.isOnMainActor = false
            self.otherActor = nil
            self.isIsolated = false
        }

        /// The subscriber's actor, or `nil` once it went away.
        var actor: (any Actor)? {
            isOnMainActor ? MainActor.shared : otherActor
        }

        /// Calls the closure on the subscriber's actor, unless the subscription ended or the actor went away.
        static func deliver(_ event: Subscribed, to handler: Handler) async throws {
            guard handler.isIsolated else {
                guard handler.isActive.withLock({ $0 }) else { return }
                return try await handler.handle(event)
            }
            guard let actor = handler.actor else {
                handler.isActive.withLock { $0 = false }  // Gone, and its subscription with it.
                return
            }
            try await deliver(event, to: handler, on: actor)
        }

        /// Checks on the subscriber's actor, where it ends its subscription, that the subscription lasts, then
        /// calls the closure there.
        private static func deliver(
            _ event: Subscribed,
            to handler: Handler,
            on actor: isolated any Actor
        ) async throws {
            guard handler.isActive.withLock({ $0 }) else { return }
            try await handler.handle(event)
        }
    }
}
