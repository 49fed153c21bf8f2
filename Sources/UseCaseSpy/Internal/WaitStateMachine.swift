/// How a wait of the test kit ended.
enum WaitEnd: Equatable, Sendable {
    /// What the wait was for arrived.
    case arrived
    /// The time limit passed first.
    case timedOut
    /// The waiting task was cancelled first.
    case cancelled

    /// The failure a wait that ended this way records, the same for every kind of wait.
    ///
    /// - Parameters:
    ///   - awaited: What was awaited and how things stand, such as "execution #2 of InteractorSpy<…>; it was
    ///     executed 1 time(s)".
    ///   - timeout: The wait's time limit.
    ///   - advice: What to do when the limit passed.
    /// - Returns: The failure's message; `nil` when what the wait was for arrived.
    func failure(waitingFor awaited: String, within timeout: TestTimeout, advice: String) -> String? {
        switch self {
        case .arrived:
            nil
        case .timedOut:
            "Timed out after \(timeout.description) waiting for \(awaited). \(advice)"
        case .cancelled:
            "The test was cancelled while waiting for \(awaited)."
        }
    }
}

/// Who waits for which arrival, and which waits each event ends: the kit's waiting, as pure bookkeeping.
///
/// Things arrive one by one and are counted from zero: a spy's executions, a clock's sleeps, a screen's
/// fed-back commands. A wait is for the arrival at an index, and is satisfied once more than that many
/// have arrived. ``Arrivals`` holds the continuations and the timers; this value decides which to resume,
/// and makes every wait end exactly once, whichever of its arrival, its time limit and its task's
/// cancellation comes first, even when the limit or the cancellation comes before the wait is registered.
struct WaitStateMachine<Ticket> {
    fileprivate enum Entry {
        /// An identifier was handed out; the wait is not registered yet.
        case reserved
        /// Registered: resumed with the ticket when index `index` arrives.
        case waiting(index: Int, ticket: Ticket)
        /// Ended by its limit or its cancellation before it was registered.
        case ended(WaitEnd)
    }

    /// How many have arrived: the largest count reported so far.
    private(set) var arrived = 0
    private var entries: [Int: Entry] = [:]
    private var nextID = 0

    /// How many waits are reserved, registered or ended early, and not yet done with.
    var count: Int { entries.count }

    /// How many waits are registered and waiting.
    var waitingCount: Int {
        entries.values.filter { if case .waiting = $0 { true } else { false } }.count
    }

    /// Hands out the identifier of a new wait, before the wait is registered, so that its timer and its
    /// cancellation handler can refer to it.
    mutating func reserve() -> Int {
        defer { nextID += 1 }
        entries[nextID] = .reserved
        return nextID
    }

    /// Registers the wait `id` for the arrival at `index`.
    ///
    /// - Returns: How the wait ends at once, when it does: ``WaitEnd/arrived`` whenever what it waits for
    ///   has arrived, even when its limit or its cancellation came before this registration; otherwise the
    ///   limit or the cancellation that came first; `nil` when it waits, with `ticket` kept until it ends.
    mutating func register(_ id: Int, for index: Int, ticket: Ticket) -> WaitEnd? {
        switch entries[id] {
        case .reserved:
            if index < arrived {
                entries[id] = nil
                return .arrived
            }
            entries[id] = .waiting(index: index, ticket: ticket)
            return nil
        case .ended(let end):
            entries[id] = nil
            // What the wait is for may have arrived before the limit or the cancellation ended it early.
            return index < arrived ? .arrived : end
        case .waiting, nil:
            preconditionFailure("WaitStateMachine.register(_:for:ticket:) was called twice, or with an unreserved id.")
        }
    }

    /// Records that `count` have arrived in all; a count lower than one reported before changes nothing, as
    /// reports of concurrent events can come out of order.
    ///
    /// - Returns: The tickets of the waits this satisfies, which end with ``WaitEnd/arrived``.
    mutating func arrive(count: Int) -> [Ticket] {
        arrived = max(arrived, count)
        var satisfied: [Ticket] = []
        for (id, entry) in entries {
            if case .waiting(let index, let ticket) = entry, index < arrived {
                entries[id] = nil
                satisfied.append(ticket)
            }
        }
        return satisfied
    }

    /// Ends the wait `id` with its time limit or its cancellation, unless it ended already.
    ///
    /// - Returns: The ticket to resume with `end` when the wait was registered; `nil` when it ended
    ///   already, or is not registered yet (then its registration ends it with `end`).
    mutating func end(_ id: Int, with end: WaitEnd) -> Ticket? {
        switch entries[id] {
        case .reserved:
            entries[id] = .ended(end)
            return nil
        case .waiting(_, let ticket):
            entries[id] = nil
            return ticket
        case .ended, nil:
            return nil
        }
    }
}
extension WaitStateMachine: Sendable where Ticket: Sendable {}
extension WaitStateMachine.Entry: Sendable where Ticket: Sendable {}
