public import UseCases

// MARK: - Held executions

extension InteractorSpy {
    /// How many executions the spy holds open whose caller is still waiting.
    ///
    /// An awaiting caller that is cancelled gets its `InteractorError.Code.cancelled` error at once and
    /// no longer counts.
    public var heldCount: Int {
        let (count, cancelled) = state.withLock { state in
            let cancelled = state.pruneCancelled()
            return (state.held.count, cancelled)
        }
        _ = cancelled  // Let go of outside the lock.
        return count
    }

    /// The requests of the executions held open, oldest first.
    public var heldRequests: [Request] {
        let (requests, cancelled) = state.withLock { state in
            let cancelled = state.pruneCancelled()
            return (state.held.map(\.request), cancelled)
        }
        _ = cancelled  // Let go of outside the lock.
        return requests
    }

    /// Completes the oldest held execution with a response.
    ///
    /// The caller receives it as from any interactor that completes later: an awaiting caller resumes, and
    /// closures run on the caller's actor. When no execution is held, records a test failure instead.
    ///
    /// - Parameters:
    ///   - response: The response the caller receives.
    ///   - fileID: The file of the call; leave the default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of the call; leave the default.
    ///   - column: The column of the call; leave the default.
    public func completeHeld(
        with response: Response,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        takeOldestHeld(at: site, verb: "complete")?.completion.complete(with: response)
    }

    /// Fails the oldest held execution with an error.
    ///
    /// When no execution is held, records a test failure instead.
    ///
    /// - Parameters:
    ///   - error: An `InteractorError`, or any error, which the caller receives wrapped in one.
    ///   - fileID: The file of the call; leave the default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of the call; leave the default.
    ///   - column: The column of the call; leave the default.
    public func failHeld(
        with error: any Error,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        takeOldestHeld(at: site, verb: "fail")?.completion.fail(with: error)
    }

    private func takeOldestHeld(at site: SourceSite, verb: String) -> HeldExecution<Request>? {
        let (oldest, cancelled) = state.withLock { state in
            let cancelled = state.pruneCancelled()
            return (state.held.isEmpty ? nil : state.held.removeFirst(), cancelled)
        }
        _ = cancelled  // Let go of outside the lock.
        if oldest == nil {
            reporter.fail(
                "\(name) has no held execution to \(verb). Call spy.hold() (or enqueue .hold) before the code "
                    + "under test executes the request, and await spy.nextRequest() when it executes from a task.",
                at: site
            )
        }
        return oldest
    }
}

// MARK: - Void responses

extension InteractorSpy where Request.Response == Void {
    /// Completes the oldest held execution of a use case that answers with nothing.
    ///
    /// When no execution is held, records a test failure instead.
    ///
    /// - Parameters:
    ///   - fileID: The file of the call; leave the default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of the call; leave the default.
    ///   - column: The column of the call; leave the default.
    public func completeHeld(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        completeHeld(with: (), fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
