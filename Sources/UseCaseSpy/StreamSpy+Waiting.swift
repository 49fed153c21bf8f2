public import Testing
import UseCases

// MARK: - Reading what happened

extension StreamSpy {
    /// Every request executed so far, in the order the executions started; reading it counts every execution
    /// so far as looked at, as ``InteractorSpy/requests`` does.
    public var requests: [Request] {
        readRequests()
    }

    /// Every request executed so far, without counting any as looked at.
    ///
    /// - Returns: The requests, in the order the executions started.
    public func peekAtRequests() -> [Request] {
        peekAtRecordedRequests()
    }
}

// MARK: - Waiting for executions

extension StreamSpy {
    /// Waits for the first execution the test has not looked at yet, and returns its request, as
    /// ``InteractorSpy/nextRequest(sourceLocation:)`` does.
    ///
    /// Fails the test after 30 seconds, a limit meant to catch a hang only; give another with
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
    /// - Returns: The request, or `nil` after recording a test failure.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @discardableResult
    public func nextRequest(timeout: Duration, sourceLocation: SourceLocation = #_sourceLocation) async -> Request? {
        await nextRequest(within: TestTimeout(timeout), at: sourceLocation)
    }

    /// Waits until the spy has been executed `number` times, and returns the request of that execution, as
    /// ``InteractorSpy/waitForExecution(_:sourceLocation:)`` does.
    ///
    /// - Parameters:
    ///   - number: Which execution to wait for, counting from 1.
    ///   - sourceLocation: Where the call is; leave the default.
    /// - Returns: The request of execution `number`, or `nil` after recording a test failure.
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
}
