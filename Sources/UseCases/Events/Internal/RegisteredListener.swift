/// An ``EventListener`` registered at start-up, built already or on its first event.
///
/// Made by an `@inlinable` initializer where `listen` is called, so that the call of the listener is
/// specialized for it there, as an interactor's registration is.
@usableFromInline
struct RegisteredListener<Wrapped: EventListener>: AnyListener {
    @usableFromInline
    let name: String
    /// Calls the listener, building it first when it is registered lazily.
    @usableFromInline
    let handle: ListenerCall<Wrapped.Event>

    @inlinable
    init(_ listener: Wrapped) {
        name = listener.name
        handle = ListenerCall { try await listener.handle($0) }
    }

    init(lazy: LazyInteractor<Wrapped>) {
        name = String(describing: Wrapped.self)
        handle = ListenerCall { event in try await lazy.interactor(isolation: nil).handle(event) }
    }

    @usableFromInline
    func call<Event: InteractorEvent>(for event: Event) -> (@Sendable (Event) async throws -> Void)? {
        call(for: event, handle)
    }
}
