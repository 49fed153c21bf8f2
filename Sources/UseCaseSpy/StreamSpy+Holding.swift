public import UseCases

// MARK: - Held streams

extension StreamSpy {
    /// The requests of the executions held open whose consumer has not stopped, oldest first.
    ///
    /// A consumer that stops (its task cancelled, or a loop left with `break`) cancels its execution, which
    /// then leaves the list. Reading it counts nothing as looked at.
    public var heldRequests: [Request] {
        heldRequestsNow()
    }

    /// Sends an element from the oldest held execution, and returns once the consumer has handled it.
    ///
    /// The consumer has handled an element when it asks for the next one: a `for try await` loop has run
    /// its body, the closures of `execute(_:onElement:onComplete:onError:)`
    /// have run `onElement`, and a `Screen` has handled the command the element maps to. So the
    /// test checks what the code under test shows right after, with no sleep. It also returns when the
    /// consumer stops. When no execution is held, records a test failure instead; when the consumer does not
    /// ask for another element within `timeout`, 30 seconds unless given, a limit meant to catch a hang
    /// only, records one too.
    ///
    /// - Parameters:
    ///   - element: The element the consumer receives.
    ///   - timeout: How long to wait before the test fails. Any duration: a negative one does not wait, and
    ///     one longer than a year waits a year.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    public func sendHeld(
        _ element: Element,
        timeout: Duration = .seconds(30),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        await sendHeld(element, within: TestTimeout(timeout), at: callSite)
    }

    /// Completes the oldest held execution with a response, after the elements sent so far.
    ///
    /// The consumer receives it as from any streamed use case that ends: its iteration ends, or its
    /// `onComplete` runs on its actor. When no execution is held, records a test failure instead.
    ///
    /// - Parameters:
    ///   - response: The response the caller receives.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    public func completeHeld(
        with response: Response, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        takeOldestHeld(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), verb: "complete")?
            .post(.complete(response))
    }

    /// Fails the oldest held execution with an error, after the elements sent so far.
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
        with error: any Error, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        takeOldestHeld(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), verb: "fail")?
            .post(.fail(error))
    }

    private func sendHeld(_ element: Element, within timeout: TestTimeout, at callSite: CallSite) async {
        let (oldest, abandoned) = state.withLock { state in
            let abandoned = Self.pruneAbandoned(&state)
            return (state.held.first, abandoned)
        }
        _ = abandoned  // Let go of outside the lock.
        guard let held = oldest, let number = held.post(.send(element)) else {
            return reportNoneHeld(to: "send \(element) from", at: callSite)
        }
        _ = await held.handled.value(
            at: number - 1,
            within: timeout,
            read: {
                let handled = held.handledCount
                return (handled >= number ? () : nil, handled)
            },
            awaited: { handled in
                "the consumer of \(name)'s held execution \(held.request) to handle element #\(number), \(element); "
                    + "it has handled \(handled)"
            },
            advice: "Make sure the code under test iterates the stream and takes each element, or give a longer "
                + "timeout.",
            reporter: reporter,
            at: callSite
        )
    }
}

// MARK: - Void responses

extension StreamSpy where Request.Response == Void {
    /// Completes the oldest held execution of a use case that answers with nothing, after the elements sent
    /// so far.
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
