public import UseCases

/// A spy of the kit that records the executions of one request type: ``InteractorSpy`` and ``StreamSpy``.
///
/// Every spy reads and waits for its executions the same way, through the members this protocol's extension
/// gives it: ``requests``, ``peekAtRequests()``, ``nextRequest(timeout:fileID:filePath:line:column:)`` and
/// ``waitForExecution(_:timeout:fileID:filePath:line:column:)``. A helper of your own can take any spy:
///
/// ```swift
/// func expectExecutedOnce(_ spy: some ExecutionSpy) async {
///     await spy.nextRequest()
///     #expect(spy.requests.count == 1)
/// }
/// ```
///
/// Only the kit's spies conform: a ``SpyRecord`` comes from the kit alone.
public protocol ExecutionSpy: Sendable {
    /// The request type the spy stands in for.
    associatedtype Request: UseCaseRequest

    /// What the spy recorded, which the members every spy shares read.
    var record: SpyRecord<Request> { get }
}

// MARK: - Reading what happened

extension ExecutionSpy {
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
        record.spy.readRequests()
    }

    /// Every request executed so far, without counting any as looked at.
    ///
    /// For a helper that must not change what ``TestExecutor`` checks at the end of the test, such as one
    /// that prints the requests while debugging.
    ///
    /// - Returns: The requests, in the order the executions started.
    public func peekAtRequests() -> [Request] {
        record.spy.peekAtRecordedRequests()
    }
}

// MARK: - Waiting for executions

extension ExecutionSpy {
    /// Waits for the first execution the test has not looked at yet, and returns its request.
    ///
    /// Use it when the code under test executes from a task of its own, instead of sleeping:
    ///
    /// ```swift
    /// @MainActor func expectSearch(by model: SearchViewModel, on search: InteractorSpy<SearchRequest>) async {
    ///     model.searchFieldChanged("swift")          // starts a task that executes SearchRequest
    ///     let request = await search.nextRequest()
    ///     #expect(request?.query == "swift")
    /// }
    /// ```
    ///
    /// Each call moves on by one execution, so a second call waits for the execution after it. Reading
    /// ``requests`` counts every execution so far as looked at. Returns at once when that execution already
    /// happened. Fails the test after `timeout`, 30 seconds unless given: a limit meant to catch a hang only.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait before the test fails. Any duration: a negative one does not wait, and
    ///     one longer than a year waits a year.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    /// - Returns: The request, or `nil` after recording a test failure when none came in time or the waiting
    ///   task was cancelled.
    @discardableResult
    public func nextRequest(
        timeout: Duration = .seconds(30),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> Request? {
        let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return await record.spy.nextRequest(within: TestTimeout(timeout), at: callSite)
    }

    /// Waits until the spy has been executed `number` times, and returns the request of that execution.
    ///
    /// ```swift
    /// @MainActor func expectRefresh(by model: FeedViewModel, on feed: InteractorSpy<LoadFeedPageRequest>) async {
    ///     model.refreshAll()                           // executes three requests from tasks
    ///     await feed.waitForExecution(3)
    ///     #expect(feed.requests.map(\.page) == [1, 2, 3])
    /// }
    /// ```
    ///
    /// Counts the executions up to that one as looked at. Returns at once when it already happened. Fails
    /// the test after `timeout`, 30 seconds unless given: a limit meant to catch a hang only.
    ///
    /// - Parameters:
    ///   - number: Which execution to wait for, counting from 1.
    ///   - timeout: How long to wait before the test fails. Any duration: a negative one does not wait, and
    ///     one longer than a year waits a year.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    /// - Returns: The request of execution `number`, or `nil` after recording a test failure when it did
    ///   not come in time, the waiting task was cancelled, or `number` is less than 1.
    @discardableResult
    public func waitForExecution(
        _ number: Int,
        timeout: Duration = .seconds(30),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> Request? {
        let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return await record.spy.waitForExecution(number, within: TestTimeout(timeout), at: callSite)
    }
}
