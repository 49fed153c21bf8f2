/// One listener as the executor keeps it, its type erased: its name and its delivery of an event type.
protocol AnyListener: Sendable {
    /// The name a failure of the listener is listed under.
    var name: String { get }

    /// The registration that delivers events of `event`'s type to the listener, or `nil` when it does not
    /// receive them: decided from the type, with `event` as its example, and kept in the type's deliveries.
    func delivery<Event: InteractorEvent>(for event: Event) -> Registration<Event>?
}
