public import UseCases

// MARK: - Held executions

extension InteractorSpy {

    /// The requests of the executions held open whose caller is still waiting, oldest first.
    ///
    /// An awaiting caller that is cancelled gets its `InteractorError.Code.cancelled` error at once, and its
    /// execution leaves the list. Reading it counts nothing as looked at.
    public var heldRequests: [Request] {
        heldRequestsNow()
    }

    /// Completes the oldest held execution with a response.
    ///
    /// The caller receives it as from any interactor that completes later: an awaiting caller resumes, and
    /// closures run on the caller's actor. When no execution is held, records a test failure instead.
    ///
    /// - Parameters:
    ///   - response: The response the caller receives.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    public func completeHeld(
        with response: Response,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        takeOldestHeld(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), verb: "complete")?
            .completion.complete(with: response)
    }

    /// Fails the oldest held execution with an error.
    ///
    /// When no execution is held, records a test failure instead.
    ///
    /// - Parameters:
    ///   - error: An `InteractorError`, or any error, which the caller receives wrapped in one.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    public func failHeld(
        with error: any Error,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        takeOldestHeld(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), verb: "fail")?
            .completion.fail(with: error)
    }
}

// MARK: - Void responses

extension InteractorSpy where Request.Response == Void {
    /// Completes the oldest held execution of a use case that answers with nothing.
    ///
    /// When no execution is held, records a test failure instead.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    public func completeHeld(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        completeHeld(with: (), fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
