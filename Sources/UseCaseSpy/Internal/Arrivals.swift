import UseCases

/// The test kit's one way to wait: tasks wait for the arrival at an index (a spy's execution, a clock's
/// sleep, a screen's fed-back command), each with a time limit, and end at once when their task is
/// cancelled.
///
/// What to resume is decided by ``WaitStateMachine``; this class only locks, suspends and resumes. The owner reports
/// each arrival with ``arrive(count:)`` after recording it in its own state, so a resumed waiter finds what
/// it waited for there.
final class Arrivals: Sendable {
    private let list = Locked(WaitStateMachine<CheckedContinuation<WaitEnd, Never>>())

    /// Records that `count` have arrived in all, and resumes the waits this satisfies.
    func arrive(count: Int) {
        let satisfied = list.withLock { $0.arrive(count: count) }
        for continuation in satisfied {
            continuation.resume(returning: .arrived)
        }
    }

    /// How many waits are registered and waiting, for the tests of the kit.
    var waitingCount: Int {
        list.withLock { $0.waitingCount }
    }

    /// Waits until more than `index` have arrived, `timeout` passes, or the task is cancelled.
    func wait(for index: Int, timeout: TestTimeout) async -> WaitEnd {
        let id = list.withLock { $0.reserve() }
        let timer = Task { [weak self] in
            await timeout.sleep()
            guard !Task.isCancelled else { return }
            self?.end(id, with: .timedOut)
        }
        defer { timer.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if let end = list.withLock({ $0.register(id, for: index, ticket: continuation) }) {
                    continuation.resume(returning: end)
                }
            }
        } onCancel: {
            end(id, with: .cancelled)
        }
    }

    /// Waits for the arrival at `index` and returns it, or records the one failure of a wait that ended
    /// otherwise and returns `nil`: what every wait of the kit does.
    ///
    /// - Parameters:
    ///   - index: Which arrival to wait for, counting from zero.
    ///   - timeout: The wait's time limit.
    ///   - read: Reads, under the owner's lock, the arrival at `index` (`nil` when there is none) and how
    ///     many have arrived.
    ///   - awaited: Says what was awaited and how things stand, given how many have arrived.
    ///   - advice: What to do when the limit passed.
    ///   - reporter: Where the failure goes.
    ///   - callSite: The call of the kit that waits, where the failure points.
    /// - Returns: The arrival, or `nil` after recording a failure.
    func value<Value>(
        at index: Int,
        within timeout: TestTimeout,
        read: () -> (value: Value?, count: Int),
        awaited: (_ count: Int) -> String,
        advice: String,
        reporter: FailureReporter,
        at callSite: CallSite
    ) async -> Value? {
        let end = await wait(for: index, timeout: timeout)
        let (value, count) = read()
        if let value, end == .arrived {
            return value
        }
        let failure =
            end.failure(waitingFor: awaited(count), within: timeout, advice: advice)
            ?? "What the wait was for arrived and could not be read: \(awaited(count)). Nothing is ever "
            + "forgotten, so this is a bug of UseCaseSpy: please report it."
        reporter.fail(failure, at: callSite)
        return nil
    }

    /// Takes the first index of a list that the test has not taken yet, and waits for the value there, as
    /// ``value(at:of:in:within:awaited:advice:reporter:at:)`` does: what a wait for "the next one" does.
    ///
    /// - Parameters:
    ///   - list: The owner's list of what arrived, in its state.
    ///   - state: The owner's state, behind its lock.
    ///   - taken: How many of the list the test has taken or is waiting for; this wait takes one more.
    ///   - timeout: The wait's time limit.
    ///   - awaited: Says what was awaited and how things stand, given the index and how many have arrived.
    ///   - advice: What to do when the limit passed.
    ///   - reporter: Where the failure goes.
    ///   - callSite: The call of the kit that waits, where the failure points.
    /// - Returns: The value, or `nil` after recording a failure.
    func next<State: Sendable, Value>(
        of list: KeyPath<State, [Value]>,
        in state: Locked<State>,
        taken: WritableKeyPath<State, Int>,
        within timeout: TestTimeout,
        awaited: (_ index: Int, _ count: Int) -> String,
        advice: String,
        reporter: FailureReporter,
        at callSite: CallSite
    ) async -> Value? {
        let index = state.withLock { state in
            defer { state[keyPath: taken] += 1 }
            return state[keyPath: taken]
        }
        return await value(
            at: index, of: list, in: state, within: timeout, awaited: { awaited(index, $0) }, advice: advice,
            reporter: reporter, at: callSite)
    }

    /// Waits for the value at `index` of a list in the owner's state, as
    /// ``value(at:within:read:awaited:advice:reporter:at:)`` does.
    func value<State: Sendable, Value>(
        at index: Int,
        of list: KeyPath<State, [Value]>,
        in state: Locked<State>,
        within timeout: TestTimeout,
        awaited: (_ count: Int) -> String,
        advice: String,
        reporter: FailureReporter,
        at callSite: CallSite
    ) async -> Value? {
        await value(
            at: index,
            within: timeout,
            read: {
                state.withLock { state in
                    let values = state[keyPath: list]
                    return (values.indices.contains(index) ? values[index] : nil, values.count)
                }
            },
            awaited: awaited, advice: advice, reporter: reporter, at: callSite)
    }

    private func end(_ id: Int, with end: WaitEnd) {
        list.withLock { $0.end(id, with: end) }?.resume(returning: end)
    }
}
