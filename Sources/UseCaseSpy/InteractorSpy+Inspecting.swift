import UseCases

// MARK: - Reading what happened

extension InteractorSpy {
    /// Every request executed so far, in the order the executions started.
    ///
    /// The one way to read them as checked: reading it counts every execution so far as looked at, for
    /// ``TestExecutor``'s exhaustive check. Compare it whole, or read what you need from it:
    ///
    /// ```swift
    /// func expectOneLogin(_ login: InteractorSpy<LoginUserRequest>) {
    ///     #expect(login.requests == [LoginUserRequest(email: "ada@example.com", password: "secret")])
    ///     #expect(login.requests.last?.email == "ada@example.com")
    /// }
    /// ```
    ///
    /// To look without counting them as checked, use ``peekAtRequests()``.
    public var requests: [Request] {
        readRequests()
    }

    /// Every request executed so far, without counting any as looked at.
    ///
    /// For a helper that must not change what ``TestExecutor`` checks at the end of the test, such as one
    /// that prints the requests while debugging.
    ///
    /// - Returns: The requests, in the order the executions started.
    public func peekAtRequests() -> [Request] {
        peekAtRecordedRequests()
    }

    /// The request of the latest execution, or `nil` when the spy was never executed.
    @available(*, deprecated, renamed: "requests.last")
    public var lastRequest: Request? {
        requests.last
    }

    /// How many times the spy was executed.
    @available(*, deprecated, renamed: "requests.count")
    public var executionCount: Int {
        requests.count
    }

    /// Whether the spy was never executed.
    @available(*, deprecated, renamed: "requests.isEmpty")
    public var wasNeverExecuted: Bool {
        requests.isEmpty
    }

    /// Whether the spy was executed exactly once.
    @available(*, deprecated, message: "Compare requests.count with 1, or requests with the one request expected.")
    public var wasExecutedOnce: Bool {
        requests.count == 1
    }

    /// The request of the one execution, or `nil` when the spy was executed never or more than once.
    @available(*, deprecated, message: "Compare requests with the one request expected: requests == [request].")
    public var onlyRequest: Request? {
        let requests = requests
        return requests.count == 1 ? requests[0] : nil
    }
}
