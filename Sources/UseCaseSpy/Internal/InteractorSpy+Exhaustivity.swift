import Testing
import UseCases

/// A spy that a ``TestExecutor`` can ask, at the end of a test, what the test left unchecked.
protocol ExhaustivelyCheckable: Sendable {
    /// One message per problem, each naming the request type and saying what to do; empty when all is checked.
    func exhaustivityProblems() -> [String]
    /// Where the spy was created, for failures that have no better place to point at.
    var sourceLocation: SourceLocation { get }
}

extension InteractorSpy: ExhaustivelyCheckable {
    func exhaustivityProblems() -> [String] {
        let (requests, checked, held, cancelled) = state.withLock { state in
            let cancelled = state.pruneCancelled()
            return (state.requests, state.checkedCount, state.held.map(\.request), cancelled)
        }
        _ = cancelled  // Let go of outside the lock.
        var problems: [String] = []
        if requests.count > checked {
            let unchecked = requests.enumerated().dropFirst(checked).map { "#\($0.offset + 1) \($0.element)" }
            problems.append(
                "\(name) was executed \(requests.count) time(s), but the test looked at only \(checked) of them; "
                    + "not looked at: \(unchecked.joined(separator: ", ")). Check them with await spy.nextRequest() "
                    + "or by reading spy.requests."
            )
        }
        if !held.isEmpty {
            problems.append(
                "\(name) still holds \(held.count) execution(s) open, so the code under test is still waiting: "
                    + "\(held.map { "\($0)" }.joined(separator: ", ")). End them with spy.completeHeld(with:) or "
                    + "spy.failHeld(with:)."
            )
        }
        return problems
    }
}
