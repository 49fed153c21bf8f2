public import Testing
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
    /// ask for another element within 30 seconds, a limit meant to catch a hang only, records one too
    /// (give another with `sendHeld(_:timeout:sourceLocation:)`).
    ///
    /// - Parameters:
    ///   - element: The element the consumer receives.
    ///   - sourceLocation: Where the call is; leave the default.
    public func sendHeld(_ element: Element, sourceLocation: SourceLocation = #_sourceLocation) async {
        await sendHeld(element, within: .standard, at: sourceLocation)
    }

    /// Sends an element from the oldest held execution, and returns once the consumer has handled it, waiting
    /// at most `timeout`.
    ///
    /// - Parameters:
    ///   - element: The element the consumer receives.
    ///   - timeout: How long to wait before the test fails. Any duration: a negative one does not wait, and
    ///     one longer than a year waits a year.
    ///   - sourceLocation: Where the call is; leave the default.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public func sendHeld(
        _ element: Element,
        timeout: Duration,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await sendHeld(element, within: TestTimeout(timeout), at: sourceLocation)
    }

    /// Completes the oldest held execution with a response, after the elements sent so far.
    ///
    /// The consumer receives it as from any streamed use case that ends: its iteration ends, or its
    /// `onComplete` runs on its actor. When no execution is held, records a test failure instead.
    ///
    /// - Parameters:
    ///   - response: The response the caller receives.
    ///   - sourceLocation: Where the call is; leave the default.
    public func completeHeld(with response: Response, sourceLocation: SourceLocation = #_sourceLocation) {
        takeOldestHeld(at: sourceLocation, verb: "complete")?.post(.complete(response))
    }

    /// Fails the oldest held execution with an error, after the elements sent so far.
    ///
    /// When no execution is held, records a test failure instead.
    ///
    /// - Parameters:
    ///   - error: An `InteractorError`, or any error, which the caller receives wrapped in one.
    ///   - sourceLocation: Where the call is; leave the default.
    public func failHeld(with error: any Error, sourceLocation: SourceLocation = #_sourceLocation) {
        takeOldestHeld(at: sourceLocation, verb: "fail")?.post(.fail(error))
    }

    private func sendHeld(_ element: Element, within timeout: TestTimeout, at sourceLocation: SourceLocation) async {
        let (oldest, abandoned) = state.withLock { state in
            let abandoned = Self.pruneAbandoned(&state)
            return (state.held.first, abandoned)
        }
        _ = abandoned  // Let go of outside the lock.
        guard let held = oldest, let number = held.post(.send(element)) else {
            return reportNoneHeld(to: "send \(element) from", at: sourceLocation)
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
            at: sourceLocation
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
    /// - Parameter sourceLocation: Where the call is; leave the default.
    public func completeHeld(sourceLocation: SourceLocation = #_sourceLocation) {
        completeHeld(with: (), sourceLocation: sourceLocation)
    }
}
