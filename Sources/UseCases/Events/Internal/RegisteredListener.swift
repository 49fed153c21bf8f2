/// An ``EventListener`` registered at start-up, built already or on its first event.
struct RegisteredListener<Wrapped: EventListener>: AnyListener {
    /// The listener, or what builds it on its first event.
    enum Source: Sendable {
        case built(Wrapped)
        case lazy(LazyInteractor<Wrapped>)
    }

    let name: String
    let source: Source

    func delivery<Event: InteractorEvent>(for event: Event) -> Registration<Event>? {
        guard event is Wrapped.Event else {
            return nil
        }
        let (source, name) = (source, name)
        return Registration(
            kind: .async { event, _, isolation in
                // Always succeeds: the deliveries of `Event` hold this one only when `Event` is a `Wrapped.Event`.
                guard let event = event as? Wrapped.Event else {
                    return .success(())
                }
                do {
                    let listener =
                        switch source {
                        case .built(let listener): listener
                        case .lazy(let lazy): await lazy.interactor(isolation: isolation)
                        }
                    try await listener.handle(event)
                    return .success(())
                } catch {
                    return .failure(InteractorError(wrapping: error, requestType: Event.self, listener: name))
                }
            })
    }
}
