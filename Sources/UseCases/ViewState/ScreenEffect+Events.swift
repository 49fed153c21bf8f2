// MARK: - Subscribing

extension ScreenEffect {
    /// Subscribes the screen to published events, feeding back the command each one maps to, until the
    /// screen stops or the effect is cancelled.
    ///
    /// ```swift
    /// extension BadgeReducer {
    ///     func listenForLogins() -> ScreenEffect<Command, Never> {
    ///         .subscribe(to: UserLoggedIn.self, id: "logins") { .loggedIn($0.username) }
    ///     }
    /// }
    /// ```
    ///
    /// Each event's command is handled on the main actor like any command an effect feeds back, before the
    /// publisher's `publish` returns. The subscription ends with ``Screen/stop()``, with ``cancel(_:)`` of its
    /// identifier, with its part, or with a later effect of the same identifier; nothing is unsubscribed by hand.
    /// Without an identifier, each subscribe effect is a subscription of its own, and two of them feed back
    /// each event twice: return it once, when the screen starts, or give it an identifier, so that a later
    /// one replaces it.
    ///
    /// - Parameters:
    ///   - eventType: The event type, or `(any P).self` for a protocol `P` that refines ``InteractorEvent``.
    ///   - id: Names the subscription, so that ``cancel(_:)`` can end it and a later one replaces it.
    ///   - onEvent: Maps each event to the command to feed back.
    /// - Returns: The effect.
    public static func subscribe<Event: Sendable>(
        to eventType: Event.Type,
        id: EffectID? = nil,
        onEvent: @escaping @Sendable (Event) -> Command
    ) -> ScreenEffect {
        ScreenEffect(.subscribe(EventFeed(eventType, id: id, onEvent: onEvent)))
    }

    /// The command a subscribe effect would feed back for an event, for reducer tests.
    ///
    /// - Parameter event: An event of the type the effect subscribes to.
    /// - Returns: The command, or `nil` when the effect subscribes to nothing or to another event type.
    public func command<Event>(afterEvent event: Event) -> Command? {
        guard case .subscribe(let feed) = operation else { return nil }
        return feed.command(afterEvent: event)
    }
}

// MARK: - A subscribe effect

/// What a subscribe effect does: the event type, and how each event becomes the command fed back.
struct EventFeed<Command: Sendable>: Sendable {
    let eventType: any Any.Type
    let id: EffectID?
    /// Subscribes on the main actor, feeding back each event's command there.
    let subscribe: @MainActor @Sendable (InteractorExecutor, @escaping Execution<Command>.Feed) -> EventSubscription
    /// Maps an event to the command; `nil` for another type.
    private let mapEvent: @Sendable (Any) -> Command?

    init<Event: Sendable>(_ eventType: Event.Type, id: EffectID?, onEvent: @escaping @Sendable (Event) -> Command) {
        self.eventType = eventType
        self.id = id
        self.subscribe = { executor, feed in
            executor.subscribe(to: eventType, name: "screen effect \(String(reflecting: eventType))") { event in
                feed(onEvent(event))
            }
        }
        self.mapEvent = { event in (event as? Event).map(onEvent) }
    }

    private init(
        eventType: any Any.Type,
        id: EffectID?,
        subscribe:
            @escaping @MainActor @Sendable (InteractorExecutor, @escaping Execution<Command>.Feed) -> EventSubscription,
        mapEvent: @escaping @Sendable (Any) -> Command?
    ) {
        self.eventType = eventType
        self.id = id
        self.subscribe = subscribe
        self.mapEvent = mapEvent
    }

    func command<Event>(afterEvent event: Event) -> Command? {
        mapEvent(event)
    }

    /// The same subscription, feeding back `transform(command)` instead.
    func map<Mapped>(_ transform: @escaping @Sendable (Command) -> Mapped) -> EventFeed<Mapped> {
        let subscribe = self.subscribe
        let mapEvent = self.mapEvent
        return EventFeed<Mapped>(
            eventType: eventType,
            id: id,
            subscribe: { executor, feed in subscribe(executor) { feed(transform($0)) } },
            mapEvent: { event in mapEvent(event).map(transform) }
        )
    }
}
