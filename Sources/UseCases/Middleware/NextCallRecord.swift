/// How the one call a middleware may make to its ``Next`` went: what decides the outcome of its stage.
///
/// Pure: ``NextCalls`` keeps it under a lock.
struct NextCallRecord<Response: Sendable>: Sendable {
    enum Phase: Sendable {
        case notCalled
        case running
        case ended(Outcome<Response>)
    }

    private(set) var phase = Phase.notCalled
    private(set) var calledTwice = false

    /// Records a call; returns whether it is the first, which may run the rest of the pipeline.
    mutating func begin() -> Bool {
        guard case .notCalled = phase else {
            calledTwice = true
            return false
        }
        phase = .running
        return true
    }

    /// Records what the first call returned.
    mutating func end(with outcome: Outcome<Response>) {
        phase = .ended(outcome)
    }

    /// The outcome of the stage, given what its middleware returned or threw: the first call's, when the
    /// middleware called `next` twice and that call has ended.
    func outcome(returned: Outcome<Response>) -> Outcome<Response> {
        guard calledTwice, case .ended(let first) = phase else {
            return returned
        }
        return first
    }
}

/// A ``NextCallRecord`` under a lock: a middleware may call its `next` from any task.
final class NextCalls<Response: Sendable>: Sendable {
    private let record = Locked(NextCallRecord<Response>())

    func begin() -> Bool {
        record.withLock { $0.begin() }
    }

    func end(with outcome: Outcome<Response>) {
        record.withLock { $0.end(with: outcome) }
    }

    func outcome(returned: Outcome<Response>) -> Outcome<Response> {
        record.withLock { $0.outcome(returned: returned) }
    }
}
