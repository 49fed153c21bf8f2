/// The race between an execution and its time limit: the first of them to settle it delivers its outcome to
/// the waiting caller, exactly once, and cancels the other.
///
/// The first ``settle(_:)`` wins; later ones do nothing. The waiting caller's continuation and the two
/// tasks may arrive in any order relative to it. The lock is never held while a continuation resumes or a
/// task is cancelled.
final class TimeoutRace<Response: Sendable>: Sendable {
    private struct State {
        // Resumed once: by begin(_:) when the race is over, otherwise by the first settle(_:), which takes it out.
        var continuation: UnsafeContinuation<Outcome<Response>, Never>?
        var tasks: [Task<Void, Never>] = []
        /// The winner's outcome, once there is one.
        var outcome: Outcome<Response>?
    }

    private let state = Locked(State())

    /// Registers the waiting caller; resumes it at once when the race is already over.
    func begin(_ continuation: UnsafeContinuation<Outcome<Response>, Never>) {
        // Stored only while the race is on; when it is over, resumed here and stored nowhere.
        let finished: Outcome<Response>? = state.withLock { state in
            if state.outcome == nil {
                state.continuation = continuation
            }
            return state.outcome
        }
        if let finished {
            continuation.resume(returning: finished)
        }
    }

    /// Registers the tasks to cancel when the race ends; cancels them at once when it already has.
    func track(_ tasks: Task<Void, Never>...) {
        let isOver = state.withLock { state in
            if state.outcome == nil {
                state.tasks = tasks
            }
            return state.outcome != nil
        }
        if isOver {
            tasks.forEach { $0.cancel() }
        }
    }

    /// Ends the race with `outcome` unless it already ended.
    func settle(_ outcome: Outcome<Response>) {
        // Only the first settle(_:) takes the continuation out of the state, so only it resumes it.
        let winner: (UnsafeContinuation<Outcome<Response>, Never>?, [Task<Void, Never>])? = state.withLock { state in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            defer {
                state.continuation = nil
                state.tasks = []
            }
            return (state.continuation, state.tasks)
        }
        guard let (continuation, tasks) = winner else { return }
        tasks.forEach { $0.cancel() }
        continuation?.resume(returning: outcome)
    }
}
