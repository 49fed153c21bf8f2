/// An ``EventListener`` registered at start-up, built already or on its first event.
///
/// Made by an `@inlinable` initializer where `listen` is called, so that the listener's conformance is
/// the app's own, as an interactor's registration is.
@usableFromInline
struct RegisteredListener<Wrapped: EventListener>: AnyListener {
    @usableFromInline
    let name: String
    /// The listener, or a ``LazyListener`` that builds it first.
    @usableFromInline
    let listener: any EventListener<Wrapped.Event>

    @inlinable
    init(_ listener: Wrapped) {
        name = listener.name
        self.listener = listener
    }

    init(lazy: LazyInteractor<Wrapped>) {
        name = String(describing: Wrapped.self)
        listener = LazyListener(lazy: lazy)
    }

    @usableFromInline
    func call<Event: InteractorEvent>(for event: Event) -> (any EventListener<Event>)? {
        call(for: event, listener)
    }
}
