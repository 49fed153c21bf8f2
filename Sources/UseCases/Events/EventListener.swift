/// Code that reacts to every published event of one type: registered once, at start-up, like an interactor.
///
/// Register it with ``InteractorExecutor/listen(_:order:)`` (or ``InteractorExecutor/listenLazily(order:_:)``):
///
/// ```swift
/// actor LoginCounter {
///     private(set) var count = 0
///
///     func increment() {
///         count += 1
///     }
/// }
///
/// struct CountLogins: EventListener {
///     let counter: LoginCounter
///
///     func handle(_ event: UserLoggedIn) async throws {
///         await counter.increment()
///     }
/// }
/// ```
///
/// `Event` is an ``InteractorEvent`` type, or a protocol's existential such as `any SessionEvent`, where
/// `SessionEvent` refines ``InteractorEvent``: the listener then receives every event whose type conforms
/// to that protocol.
///
/// ## Implementation requirements
/// A listener is `Sendable` and keeps no state of its own between events, as an interactor does: keep
/// state in what it is given, such as an actor. `handle(_:)` is nonisolated, so it runs on no actor; an
/// error it throws reaches the publisher, listed with the listener's ``name``, and does not stop the other
/// listeners.
public protocol EventListener<Event>: Sendable {
    /// The events the listener receives: an ``InteractorEvent`` type, or `any P` for a protocol `P` that
    /// refines it.
    associatedtype Event: Sendable

    /// The name that the error of a failed publish lists the listener's failure under; the type's name unless
    /// you give one.
    var name: String { get }

    /// Reacts to one event.
    ///
    /// - Parameter event: The event published.
    /// - Throws: Any error, which the publisher receives in the list of failures of
    ///   ``InteractorError/listenerFailures``.
    func handle(_ event: Event) async throws
}

extension EventListener {
    /// The listener type's name.
    public var name: String {
        String(describing: Self.self)
    }
}
