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
    /// ``InteractorSpy/nextRequest(timeout:fileID:filePath:line:column:)`` does.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait before the test fails, 30 seconds unless given. Any duration: a
    ///     negative one does not wait, and one longer than a year waits a year.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    /// - Returns: The request, or `nil` after recording a test failure when none came in time or the waiting
    ///   task was cancelled.
    @discardableResult
    public func nextRequest(
        timeout: Duration = .seconds(30),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Request? {
        await nextRequest(
            within: TestTimeout(timeout),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Waits until the spy has been executed `number` times, and returns the request of that execution, as
    /// ``InteractorSpy/waitForExecution(_:timeout:fileID:filePath:line:column:)`` does.
    ///
    /// - Parameters:
    ///   - number: Which execution to wait for, counting from 1.
    ///   - timeout: How long to wait before the test fails, 30 seconds unless given. Any duration: a
    ///     negative one does not wait, and one longer than a year waits a year.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    /// - Returns: The request of execution `number`, or `nil` after recording a test failure.
    @discardableResult
    public func waitForExecution(
        _ number: Int,
        timeout: Duration = .seconds(30),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Request? {
        await waitForExecution(
            number,
            within: TestTimeout(timeout),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }
}
