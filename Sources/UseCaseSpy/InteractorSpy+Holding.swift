public import Testing
public import UseCases

// MARK: - Held executions

extension InteractorSpy {
    /// How many executions the spy holds open whose caller is still waiting.
    @available(*, deprecated, renamed: "heldRequests.count")
    public var heldCount: Int {
        heldRequests.count
    }

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
    ///   - sourceLocation: Where the call is; leave the default.
    public func completeHeld(
        with response: Response,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        takeOldestHeld(at: sourceLocation, verb: "complete")?.completion.complete(with: response)
    }

    /// Fails the oldest held execution with an error.
    ///
    /// When no execution is held, records a test failure instead.
    ///
    /// - Parameters:
    ///   - error: An `InteractorError`, or any error, which the caller receives wrapped in one.
    ///   - sourceLocation: Where the call is; leave the default.
    public func failHeld(
        with error: any Error,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        takeOldestHeld(at: sourceLocation, verb: "fail")?.completion.fail(with: error)
    }
}

// MARK: - Void responses

extension InteractorSpy where Request.Response == Void {
    /// Completes the oldest held execution of a use case that answers with nothing.
    ///
    /// When no execution is held, records a test failure instead.
    ///
    /// - Parameter sourceLocation: Where the call is; leave the default.
    public func completeHeld(
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        completeHeld(with: (), sourceLocation: sourceLocation)
    }
}
