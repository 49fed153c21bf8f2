/// The time limits of one streamed execution, and when the next of them can pass: pure, so that each
/// decision is tested as a function. ``TimeoutMiddleware`` keeps it under a lock, tells it when each send
/// begins and returns, and asks it, each time its timer wakes, whether a limit passed and when to wake next.
///
/// Times are measured from the start of the execution. The limit in all counts everything. The limit for the
/// first element runs until the use case begins to send it. The limit between elements runs from the moment
/// a send returns until the next one begins, or the use case returns: the time a send waits for a slow
/// consumer is the consumer's, not the use case's, so it never counts.
struct StreamDeadlineStateMachine: Sendable {
    /// One of the limits, as it passed.
    enum Limit: Equatable, Sendable {
        case inAll(Duration)
        case firstElement(Duration)
        case betweenElements(Duration)
    }

    private let inAll: Duration
    private let firstElement: Duration?
    private let betweenElements: Duration?
    /// How many sends began.
    private var sendsBegun = 0
    /// How many sends are in progress: a use case may send from several tasks at once.
    private var sending = 0
    /// When the last send returned.
    private var lastSendEnded: Duration?

    init(inAll: Duration, firstElement: Duration?, betweenElements: Duration?) {
        self.inAll = inAll
        self.firstElement = firstElement
        self.betweenElements = betweenElements
    }

    /// The use case began to send an element.
    mutating func sendBegan() {
        sendsBegun += 1
        sending += 1
    }

    /// A send returned at `now`.
    mutating func sendEnded(at now: Duration) {
        sending -= 1
        // Sends from several tasks may report out of order: the latest end counts.
        lastSendEnded = max(lastSendEnded ?? now, now)
    }

    /// The limit that has passed at `now`, if one has: the limit in all first.
    func passed(at now: Duration) -> Limit? {
        if now >= inAll {
            return .inAll(inAll)
        }
        if sendsBegun == 0, let firstElement, now >= firstElement {
            return .firstElement(firstElement)
        }
        if sending == 0, let betweenElements, let lastSendEnded, now >= lastSendEnded + betweenElements {
            return .betweenElements(betweenElements)
        }
        return nil
    }

    /// When to look again, at `now`, while no limit has passed: no limit can pass before then.
    ///
    /// While the limit between elements is not running (before the first send returned, or while a send
    /// waits), it cannot pass sooner than `now` plus its length, so that is when to look again: never too
    /// late, and the timer sleeps in steps of that length, of a millisecond at least, while the consumer is
    /// slow. Always later than `now`, since `now` passed no limit.
    func nextCheck(at now: Duration) -> Duration {
        var next = inAll
        if sendsBegun == 0, let firstElement {
            next = min(next, firstElement)
        }
        if let betweenElements {
            if sending == 0, let lastSendEnded {
                next = min(next, lastSendEnded + betweenElements)
            } else {
                next = min(next, now + max(betweenElements, Self.shortestStep))
            }
        }
        return next
    }

    /// The shortest step between two looks, so that a limit of zero does not keep the timer busy.
    private static let shortestStep = Duration.milliseconds(1)
}
