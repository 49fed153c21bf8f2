/// One listener as the executor keeps it, its type erased: its name and how to call it with an event.
@usableFromInline
protocol AnyListener: Sendable {
    /// The name a failure of the listener is listed under.
    var name: String { get }

    /// What calls the listener with an event of `event`'s type, or `nil` when it does not receive them:
    /// decided from the type, with `event` as its example, and kept in the type's deliveries.
    func call<Event: InteractorEvent>(for event: Event) -> (any EventListener<Event>)?
}

extension AnyListener {
    /// `listener`'s call for `Event`: the listener itself when `Event` is `Received`, found by one cast here
    /// rather than one of the event at each delivery; otherwise a ``CastingListener`` that casts each event,
    /// for a listener of a protocol's existential or of a superclass, or `nil` when `event` is not a `Received`.
    ///
    /// A delivery calls the listener through its own conformance, so that its `handle` is the only frame
    /// between the publisher and the listener's work (see `Benchmarks/README.md`, "Events").
    func call<Event: InteractorEvent, Received>(
        for event: Event,
        _ listener: any EventListener<Received>
    ) -> (any EventListener<Event>)? {
        if let direct = listener as? any EventListener<Event> {
            return direct
        }
        guard event is Received else {
            return nil
        }
        return CastingListener<Event, Received>(listener)
    }
}
