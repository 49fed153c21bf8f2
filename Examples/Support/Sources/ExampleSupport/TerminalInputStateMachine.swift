/// Decides what a terminal session handles next, from the keys and redraw requests that arrived: a quit key
/// goes before the keys that wait, which it drops, and a redraw is asked once however many times it came.
public struct TerminalInputStateMachine: Sendable {
    /// What the session handles next.
    public enum Next: Equatable, Sendable {
        /// This event.
        case event(TerminalEvent)
        /// Nothing yet: wait for the next arrival.
        case wait
        /// Nothing more: the input ended, and everything that came before was handled.
        case end
    }

    /// The keys that end the session, such as `q` and Ctrl-D.
    public let quitKeys: Set<UInt8>
    private var pending: [TerminalEvent] = []
    private var hasEnded = false

    /// Creates the decider of a session that ends at any of `quitKeys`.
    public init(quitKeys: Set<UInt8>) {
        self.quitKeys = quitKeys
    }

    /// An event arrived.
    ///
    /// - Parameter event: A key, or a request to redraw.
    public mutating func received(_ event: TerminalEvent) {
        switch event {
        case .key(let key) where quitKeys.contains(key):
            pending = [event]  // The keys waiting are dropped: the user wants out now.
        case .redraw where pending.contains(.redraw):
            break
        default:
            pending.append(event)
        }
    }

    /// The input ended, such as the end of a pipe.
    public mutating func inputEnded() {
        hasEnded = true
    }

    /// Takes the next thing to handle.
    ///
    /// - Returns: The event, or whether to wait or end.
    public mutating func next() -> Next {
        guard !pending.isEmpty else { return hasEnded ? .end : .wait }
        return .event(pending.removeFirst())
    }
}
