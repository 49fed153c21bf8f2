/// How the one call a middleware may make to its ``Next`` went: what decides the outcome of its stage.
///
/// Pure: ``Pipeline/Calls`` keeps one per stage, under its lock.
@usableFromInline
struct NextCallStateMachine<Response: Sendable>: Sendable {
    @usableFromInline
    enum Phase: Sendable {
        case notCalled
        case running
        case ended(Outcome<Response>)
    }

    @usableFromInline
    var phase = Phase.notCalled
    @usableFromInline
    var calledTwice = false

    @inlinable
    init() {}

    /// Records a call; returns whether it is the first, which may run the rest of the pipeline.
    @inlinable
    mutating func begin() -> Bool {
        guard case .notCalled = phase else {
            calledTwice = true
            return false
        }
        phase = .running
        return true
    }

    /// Records what the first call returned.
    @inlinable
    mutating func end(with outcome: Outcome<Response>) {
        phase = .ended(outcome)
    }

    /// The outcome of the stage, given what its middleware returned or threw: the first call's, when the
    /// middleware called `next` twice and that call has ended.
    @inlinable
    func outcome(returned: Outcome<Response>) -> Outcome<Response> {
        guard calledTwice, case .ended(let first) = phase else {
            return returned
        }
        return first
    }
}
