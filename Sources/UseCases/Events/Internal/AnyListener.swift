/// One listener as the executor keeps it, its type erased: its name and how to call it with an event.
@usableFromInline
protocol AnyListener: Sendable {
    /// The name a failure of the listener is listed under.
    var name: String { get }

    /// What calls the listener with an event of `event`'s type, or `nil` when it does not receive them:
    /// decided from the type, with `event` as its example, and kept in the type's deliveries.
    func call<Event: InteractorEvent>(for event: Event) -> (@Sendable (Event) async throws -> Void)?
}

extension AnyListener {
    /// `handle`'s call for `Event`: its own function when `Event` is `Received`, found by one cast of the
    /// ``ListenerCall`` here rather than one of the event at each delivery; otherwise a call that casts each
    /// event, for a listener of a protocol's existential, or `nil` when `event` is not a `Received`.
    func call<Event: InteractorEvent, Received>(
        for event: Event,
        _ handle: ListenerCall<Received>
    ) -> (@Sendable (Event) async throws -> Void)? {
        if let direct = handle as? ListenerCall<Event> {
            return direct.call
        }
        guard event is Received else {
            return nil
        }
        let call = handle.call
        return { event in
            // Always succeeds: `Event` is a `Received`, as the guard above found.
            if let received = event as? Received {
                try await call(received)
            }
        }
    }
}
