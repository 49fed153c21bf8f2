/// A listener of a protocol's existential, `any P`, as it receives one event type that conforms to `P`.
struct CastingListener<Event: Sendable, Received>: EventListener {
    /// The listener, which receives `Received` values.
    let listener: any EventListener<Received>

    init(_ listener: any EventListener<Received>) {
        self.listener = listener
    }

    func handle(_ event: Event) async throws {
        // Always succeeds: the deliveries hold this listener only for an `Event` that is a `Received`.
        if let received = event as? Received {
            try await listener.handle(received)
        }
    }
}
