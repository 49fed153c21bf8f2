/// An executor's listeners, in the order they run, and the deliveries of each event type published since
/// they last changed: what decides who receives an event.
///
/// Pure: `EventListeners` keeps it under its lock and performs what it decides. Listeners run by `order`,
/// lowest first, and in the order they were added within one order. An event type's deliveries, one to each
/// listener that receives it, are made from the listeners as they are when the type is first published, and
/// kept until a listener is added or removed, or middleware is added: so every event reaches the
/// listeners listening when it was published, each once, whatever happens while it is delivered.
struct EventListenersStateMachine<Listener: Sendable, Deliveries: Sendable>: Sendable {
    /// One listener, with the number that removes it and its order.
    struct Entry: Sendable {
        let id: Int
        let order: Int
        let listener: Listener
    }

    /// The listeners, in the order they run.
    private(set) var entries: [Entry] = []
    private var nextID = 0
    /// The deliveries of each event type published since the listeners or the middleware last changed.
    private var deliveries = TypeTable<Deliveries>()

    /// Adds a listener after every listener of its order or a lower one; returns its number, and the deliveries
    /// it outdates, for the caller to release outside its lock.
    mutating func add(_ listener: Listener, order: Int) -> (id: Int, outdated: [Deliveries]) {
        let id = nextID
        nextID += 1
        let index = entries.firstIndex { $0.order > order } ?? entries.endIndex
        entries.insert(Entry(id: id, order: order, listener: listener), at: index)
        return (id, dropDeliveries())
    }

    /// Removes the listener numbered `id`; returns it, or `nil` when it was removed already, and the deliveries
    /// its removal outdates.
    mutating func remove(_ id: Int) -> (removed: Listener?, outdated: [Deliveries]) {
        guard let index = entries.firstIndex(where: { $0.id == id }) else {
            return (nil, [])
        }
        return (entries.remove(at: index).listener, dropDeliveries())
    }

    /// The deliveries kept for the event type `key`, or `nil` when it must be made from ``entries``.
    func deliveries(for key: ObjectIdentifier) -> Deliveries? {
        deliveries.value(for: key)
    }

    /// Keeps the deliveries made for the event type `key` until the listeners or the middleware change.
    mutating func keep(_ made: Deliveries, for key: ObjectIdentifier) {
        _ = deliveries.store(made, for: key)
    }

    /// Forgets every event type's deliveries, as when middleware is added; returns them, for the caller to release outside
    /// its lock.
    mutating func dropDeliveries() -> [Deliveries] {
        deliveries.removeAll()
    }
}
