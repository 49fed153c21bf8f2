public import UseCases

// MARK: - Outcomes

extension StreamSpy {
    /// How the spy answers one execution: the elements it sends, then how it ends.
    ///
    /// Script a standing outcome with ``StreamSpy/respond(with:after:)`` and its siblings, or queue one-shot
    /// outcomes with ``StreamSpy/enqueue(_:)``:
    ///
    /// ```swift
    /// func importOneThenFailThenHold(_ importing: StreamSpy<ImportTodosRequest>) {
    ///     importing.enqueue(
    ///         .response(ImportSummary(added: 1), after: [ImportProgress(done: 1, of: 1)]),
    ///         .failure(InteractorError(message: "The file is unreadable.")),
    ///         .hold
    ///     )
    /// }
    /// ```
    public struct Outcome: Sendable {
        let plan: StreamPlan<Request>

        /// The execution sends `elements`, then completes with `response`.
        ///
        /// - Parameters:
        ///   - response: The response the caller receives after the elements.
        ///   - elements: The elements, in order.
        /// - Returns: The outcome.
        public static func response(_ response: Response, after elements: [Element] = []) -> Outcome {
            Outcome(plan: .respond(elements, response))
        }

        /// The execution sends `elements`, then fails with `error`.
        ///
        /// - Parameters:
        ///   - error: An `InteractorError`, or any error, which the caller receives wrapped in one.
        ///   - elements: The elements, in order.
        /// - Returns: The outcome.
        public static func failure(_ error: any Error, after elements: [Element] = []) -> Outcome {
            Outcome(plan: .fail(elements, error))
        }

        /// The execution stays open: the test sends each element with
        /// ``StreamSpy/sendHeld(_:timeout:fileID:filePath:line:column:)`` and ends it with
        /// ``StreamSpy/completeHeld(with:fileID:filePath:line:column:)`` or
        /// ``StreamSpy/failHeld(with:fileID:filePath:line:column:)``.
        public static var hold: Outcome {
            Outcome(plan: .hold)
        }

        /// The execution runs a closure with its request and its element sender, and ends with what it
        /// returns or throws.
        ///
        /// - Parameter body: Sends elements and computes the response; an error it throws reaches the caller.
        /// - Returns: The outcome.
        public static func run(
            _ body: @escaping @Sendable (Request, ElementSender<Element>) async throws -> Response
        ) -> Outcome {
            Outcome(plan: .run(body))
        }
    }
}

extension StreamSpy.Outcome where Request.Response == Void {
    /// The execution sends `elements`, then completes; the use case answers with nothing.
    ///
    /// - Parameter elements: The elements, in order.
    /// - Returns: The outcome.
    public static func success(after elements: [Request.Element] = []) -> Self {
        .response((), after: elements)
    }
}

/// What a ``StreamSpy`` does with one execution.
enum StreamPlan<Request: StreamRequest>: Sendable {
    case respond([Request.Element], Request.Response)
    case fail([Request.Element], any Error)
    case hold
    case run(@Sendable (Request, ElementSender<Request.Element>) async throws -> Request.Response)
}

// MARK: - Scripting outcomes

extension StreamSpy {
    /// Answers every execution from now on with `elements`, then `response`.
    ///
    /// Replaces the standing outcome; outcomes queued with ``enqueue(_:)`` are still used first.
    ///
    /// - Parameters:
    ///   - response: The response every caller receives after the elements.
    ///   - elements: The elements every caller receives first, in order.
    public func respond(with response: Response, after elements: [Element] = []) {
        setStanding(.response(response, after: elements))
    }

    /// Answers every execution from now on with `elements`, then `error`.
    ///
    /// Replaces the standing outcome; outcomes queued with ``enqueue(_:)`` are still used first.
    ///
    /// - Parameters:
    ///   - error: An `InteractorError`, or any error, which callers receive wrapped in one.
    ///   - elements: The elements every caller receives first, in order.
    public func fail(with error: any Error, after elements: [Element] = []) {
        setStanding(.failure(error, after: elements))
    }

    /// Answers every execution from now on by running a closure with its request and its element sender.
    ///
    /// What the closure returns or throws ends the execution. Replaces the standing outcome; outcomes queued
    /// with ``enqueue(_:)`` are still used first.
    ///
    /// ```swift
    /// func reportEachLine(_ importing: StreamSpy<ImportTodosRequest>) {
    ///     importing.respond { request, elements in
    ///         for done in request.lines.indices {
    ///             try await elements.send(ImportProgress(done: done + 1, of: request.lines.count))
    ///         }
    ///         return ImportSummary(added: request.lines.count)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter body: Sends elements and computes the response.
    public func respond(using body: @escaping @Sendable (Request, ElementSender<Element>) async throws -> Response) {
        setStanding(.run(body))
    }

    /// Holds every execution from now on open, sending each element the test gives, until the test completes
    /// or fails it.
    ///
    /// Replaces the standing outcome; outcomes queued with ``enqueue(_:)`` are still used first. Send to the
    /// oldest held execution with ``sendHeld(_:timeout:fileID:filePath:line:column:)``, and end it with
    /// ``completeHeld(with:fileID:filePath:line:column:)`` or ``failHeld(with:fileID:filePath:line:column:)``.
    public func hold() {
        setStanding(.hold)
    }

    /// Queues one-shot outcomes: each execution uses up the first one left.
    ///
    /// Queued outcomes come before the standing outcome; when the queue runs out, executions get the standing
    /// outcome, and without one the next execution is unscripted, as for ``InteractorSpy/enqueue(_:)``.
    ///
    /// - Parameter outcomes: The outcomes for the next executions, in order.
    public func enqueue(_ outcomes: Outcome...) {
        enqueue(outcomes)
    }
}

// MARK: - Void responses

extension StreamSpy where Request.Response == Void {
    /// Answers every execution from now on with `elements`; the use case answers with nothing after them.
    ///
    /// - Parameter elements: The elements every caller receives, in order.
    public func respond(after elements: [Element]) {
        respond(with: (), after: elements)
    }
}
