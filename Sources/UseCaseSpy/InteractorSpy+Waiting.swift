public import Testing
import UseCases

// MARK: - Waiting for executions

extension InteractorSpy {
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
    /// happened. Fails the test after 30 seconds, a limit meant to catch a hang only; give another with
    /// `nextRequest(timeout:)`.
    ///
    /// - Parameter sourceLocation: Where the call is; leave the default.
    /// - Returns: The request, or `nil` after recording a test failure when none came in time or the waiting
    ///   task was cancelled.
    @discardableResult
    public func nextRequest(sourceLocation: SourceLocation = #_sourceLocation) async -> Request? {
        await nextRequest(within: .standard, at: sourceLocation)
    }

    /// Waits for the first execution the test has not looked at yet, at most `timeout`, and returns its
    /// request.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait before the test fails. Any duration: a negative one does not wait, and
    ///     one longer than a year waits a year.
    ///   - sourceLocation: Where the call is; leave the default.
    /// - Returns: The request, or `nil` after recording a test failure when none came in time or the waiting
    ///   task was cancelled.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @discardableResult
    public func nextRequest(timeout: Duration, sourceLocation: SourceLocation = #_sourceLocation) async -> Request? {
        await nextRequest(within: TestTimeout(timeout), at: sourceLocation)
    }

    /// Waits for the first execution the test has not looked at yet, at most `timeout` seconds.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait, in seconds; `.infinity` waits a year.
    ///   - sourceLocation: Where the call is; leave the default.
    /// - Returns: The request, or `nil` after recording a test failure.
    @available(*, deprecated, message: "Pass the timeout as a Duration, such as .seconds(5).")
    @discardableResult
    public func nextRequest(timeout: Double, sourceLocation: SourceLocation = #_sourceLocation) async -> Request? {
        await nextRequest(within: TestTimeout(seconds: timeout), at: sourceLocation)
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
    /// the test after 30 seconds, a limit meant to catch a hang only; give another with
    /// `waitForExecution(_:timeout:)`.
    ///
    /// - Parameters:
    ///   - number: Which execution to wait for, counting from 1.
    ///   - sourceLocation: Where the call is; leave the default.
    /// - Returns: The request of execution `number`, or `nil` after recording a test failure when it did
    ///   not come in time, the waiting task was cancelled, or `number` is less than 1.
    @discardableResult
    public func waitForExecution(_ number: Int, sourceLocation: SourceLocation = #_sourceLocation) async -> Request? {
        await waitForExecution(number, within: .standard, at: sourceLocation)
    }

    /// Waits until the spy has been executed `number` times, at most `timeout`, and returns the request of
    /// that execution.
    ///
    /// - Parameters:
    ///   - number: Which execution to wait for, counting from 1.
    ///   - timeout: How long to wait before the test fails. Any duration: a negative one does not wait, and
    ///     one longer than a year waits a year.
    ///   - sourceLocation: Where the call is; leave the default.
    /// - Returns: The request of execution `number`, or `nil` after recording a test failure.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @discardableResult
    public func waitForExecution(
        _ number: Int,
        timeout: Duration,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Request? {
        await waitForExecution(number, within: TestTimeout(timeout), at: sourceLocation)
    }

    /// Waits until the spy has been executed `number` times, at most `timeout` seconds.
    ///
    /// - Parameters:
    ///   - number: Which execution to wait for, counting from 1.
    ///   - timeout: How long to wait, in seconds; `.infinity` waits a year.
    ///   - sourceLocation: Where the call is; leave the default.
    /// - Returns: The request of execution `number`, or `nil` after recording a test failure.
    @available(*, deprecated, message: "Pass the timeout as a Duration, such as .seconds(5).")
    @discardableResult
    public func waitForExecution(
        _ number: Int,
        timeout: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Request? {
        await waitForExecution(number, within: TestTimeout(seconds: timeout), at: sourceLocation)
    }
}
