/// A listener of a type that an event type is not but converts to, as it receives that event type: a
/// listener of a protocol's existential, `any P`, for an event that conforms to `P`, or a listener of a
/// superclass, for an event of one of its subclasses.
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
