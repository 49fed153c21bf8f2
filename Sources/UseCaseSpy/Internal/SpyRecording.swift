import UseCases

/// What every spy of the kit does the same way, whatever it stands in for: record each execution, take the
/// outcome scripted for it, let the test wait for executions, hold executions open, and tell a
/// ``TestExecutor`` what the test left unchecked. ``InteractorSpy`` and ``StreamSpy`` conform; their public
/// members call these, those of ``ExecutionSpy`` through the spy's ``SpyRecord``.
protocol SpyRecording<Request>: ExhaustivelyCheckable {
    associatedtype Request: UseCaseRequest
    associatedtype Script: Sendable
    associatedtype Held: HeldBySpy<Request>

    /// What the spy stores.
    var storage: SpyStorage<Request, Script, Held> { get }

    /// The spy's type name without its parameter: `InteractorSpy`, `StreamSpy`.
    static var kind: String { get }
    /// The ways to script the spy, for the failure of an unscripted execution.
    static var scriptingAdvice: String { get }
}

extension SpyRecording {
    var state: Locked<SpyState<Request, Script, Held>> { storage.state }
    /// The executions so far, for the tasks that wait for one.
    var executions: Arrivals { storage.executions }
    var reporter: FailureReporter { storage.reporter }
    /// Where the spy was created, where the failures it records on its own point.
    var callSite: CallSite { storage.callSite }

    /// The type name the spy's messages use, such as `InteractorSpy<App.LoginUserRequest>`.
    var name: String {
        "\(Self.kind)<\(String(reflecting: Request.self))>"
    }

    // MARK: - Scripting

    /// Replaces the standing outcome.
    func setStanding(_ script: Script) {
        let replaced = state.withLock { state in
            defer { state.standing = script }
            return state.standing
        }
        _ = replaced  // Let go of outside the lock: a replaced closure may capture values with deinits.
    }

    /// Queues one-shot outcomes.
    func enqueue(_ scripts: [Script]) {
        state.withLock { $0.enqueue(scripts) }
    }

    /// Records the failure of an execution with no outcome scripted, and returns the error that ends it.
    func unscripted(_ request: Request, number: Int, queueSize: Int) -> InteractorError {
        let reason =
            queueSize > 0
            ? "its queue of \(queueSize) outcome(s) ran out and no standing outcome is set"
            : "it has no outcome scripted"
        reporter.fail(
            "\(name) was executed (#\(number)) with \(request), but \(reason). Script it before the code under "
                + "test runs: \(Self.scriptingAdvice).",
            at: callSite)
        return InteractorError(
            message: "\(name) has no outcome scripted for execution #\(number); see the test's failure.",
            code: .failed)
    }

    // MARK: - Reading

    /// Every request so far, counted as looked at.
    func readRequests() -> [Request] {
        state.withLock { state in
            state.checkedCount = state.requests.count
            return state.requests
        }
    }

    /// Every request so far, none counted as looked at.
    func peekAtRecordedRequests() -> [Request] {
        state.withLock { $0.requests }
    }

    // MARK: - Held executions

    /// The requests of the executions still held, oldest first.
    func heldRequestsNow() -> [Request] {
        let (requests, abandoned) = state.withLock { state in
            let abandoned = Self.pruneAbandoned(&state)
            return (state.held.map(\.request), abandoned)
        }
        _ = abandoned  // Let go of outside the lock.
        return requests
    }

    /// Takes the oldest held execution out, or records a failure that says there is none.
    func takeOldestHeld(at callSite: CallSite, verb: String) -> Held? {
        let (oldest, abandoned) = state.withLock { state in
            let abandoned = Self.pruneAbandoned(&state)
            return (state.held.isEmpty ? nil : state.held.removeFirst(), abandoned)
        }
        _ = abandoned  // Let go of outside the lock.
        if oldest == nil {
            reportNoneHeld(to: verb, at: callSite)
        }
        return oldest
    }

    /// Records the failure of a call that needs a held execution when none is held.
    func reportNoneHeld(to verb: String, at callSite: CallSite) {
        reporter.fail(
            "\(name) has no held execution to \(verb). Call spy.hold() (or enqueue .hold) before the code under test "
                + "executes the request, and await spy.nextRequest() when it executes from a task.",
            at: callSite)
    }

    /// Removes the held executions whose caller stopped waiting; returns them for release outside the lock.
    static func pruneAbandoned(_ state: inout SpyState<Request, Script, Held>) -> [Held] {
        let abandoned = state.held.filter(\.isAbandoned)
        state.held.removeAll(where: \.isAbandoned)
        return abandoned
    }

    // MARK: - Waiting

    /// Waits for the first execution the test has not looked at yet.
    func nextRequest(within timeout: TestTimeout, at callSite: CallSite) async -> Request? {
        await executions.next(
            of: \.requests, in: state, taken: \.checkedCount, within: timeout,
            awaited: { index, count in awaited(index, count) }, advice: advice, reporter: reporter, at: callSite)
    }

    /// Waits until the spy has been executed `number` times.
    func waitForExecution(
        _ number: Int,
        within timeout: TestTimeout,
        at callSite: CallSite
    ) async -> Request? {
        guard number >= 1 else {
            reporter.fail(
                "\(name).waitForExecution(\(number)) asks for no execution: executions are counted from 1; "
                    + "pass 1 for the first execution.",
                at: callSite
            )
            return nil
        }
        state.withLock { $0.checkedCount = max($0.checkedCount, number) }
        return await executions.value(
            at: number - 1, of: \.requests, in: state, within: timeout,
            awaited: { count in awaited(number - 1, count) }, advice: advice, reporter: reporter, at: callSite)
    }

    /// What a wait for the execution at `index` waited for, and how things stand after `count` executions.
    private func awaited(_ index: Int, _ count: Int) -> String {
        "execution #\(index + 1) of \(name); it was executed \(count) time(s)"
    }

    /// What to do when a wait for an execution timed out.
    private var advice: String {
        "Make sure the code under test executes \(String(reflecting: Request.self)), or give a longer timeout."
    }

    // MARK: - The end of the test

    func exhaustivityProblems() -> [String] {
        let (requests, checked, held, abandoned) = state.withLock { state in
            let abandoned = Self.pruneAbandoned(&state)
            return (state.requests, state.checkedCount, state.held.map(\.request), abandoned)
        }
        _ = abandoned  // Let go of outside the lock.
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
                    + "\(held.map { "\($0)" }.joined(separator: ", ")). "
                    + "End them with spy.completeHeld(with:) or spy.failHeld(with:)."
            )
        }
        return problems
    }
}

/// An execution a spy holds open until the test ends it.
protocol HeldBySpy<Request>: Sendable {
    associatedtype Request: UseCaseRequest
    /// The request of the execution.
    var request: Request { get }
    /// Whether the execution's caller stopped waiting, so that it is held no more.
    var isAbandoned: Bool { get }
}
