import UseCases

// MARK: - Reading what happened

extension InteractorSpy {
    /// Every request executed so far, in the order the executions started.
    ///
    /// Reading it counts every execution so far as looked at, for ``TestExecutor``'s exhaustive check.
    public var requests: [Request] {
        state.withLock { state in
            state.checkedCount = state.requests.count
            return state.requests
        }
    }

    /// The request of the latest execution, or `nil` when the spy was never executed.
    ///
    /// Reading it counts every execution so far as looked at, for ``TestExecutor``'s exhaustive check.
    public var lastRequest: Request? {
        state.withLock { state in
            state.checkedCount = state.requests.count
            return state.requests.last
        }
    }

    /// How many times the spy was executed.
    ///
    /// Reading it counts every execution so far as looked at, for ``TestExecutor``'s exhaustive check.
    public var executionCount: Int {
        state.withLock { state in
            state.checkedCount = state.requests.count
            return state.requests.count
        }
    }

    /// Whether the spy was never executed.
    ///
    /// Reading it counts every execution so far as looked at, for ``TestExecutor``'s exhaustive check.
    public var wasNeverExecuted: Bool {
        executionCount == 0
    }

    /// Whether the spy was executed exactly once.
    ///
    /// Reading it counts every execution so far as looked at, for ``TestExecutor``'s exhaustive check.
    public var wasExecutedOnce: Bool {
        executionCount == 1
    }

    /// The request of the one execution, or `nil` when the spy was executed never or more than once.
    ///
    /// Reading it counts every execution so far as looked at, for ``TestExecutor``'s exhaustive check.
    public var onlyRequest: Request? {
        let requests = requests
        return requests.count == 1 ? requests[0] : nil
    }
}
