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

}
