public import UseCases

/// A stand-in for a streamed use case (a `StreamInteractor`) that records what it is asked and
/// sends the elements, then the end, that the test scripts.
///
/// Register it where the app registers the real interactor; the code under test streams as usual and cannot
/// tell the difference. Script elements and the end at once, or hold the stream and let each element go when
/// the test is ready to look at what the code under test made of it:
///
/// ```swift
/// @Test @MainActor func showsEachStepOfTheImport() async {
///     let executor = InteractorExecutor()
///     let importing = StreamSpy<ImportTodosRequest>()
///     importing.hold()
///     executor.register(importing)
///     var shown: [ImportProgress] = []
///
///     let running = executor.execute(ImportTodosRequest(lines: ["Milk", "Eggs"])) { progress in
///         shown.append(progress)
///     } onComplete: { _ in }
///     await importing.nextRequest()
///     await importing.sendHeld(ImportProgress(done: 1, of: 2))  // returns once onElement has run
///     #expect(shown == [ImportProgress(done: 1, of: 2)])
///
///     importing.completeHeld(with: ImportSummary(added: 2))
///     await running.value
/// }
/// ```
///
/// A spy answers each execution with the next queued ``Outcome`` (see ``enqueue(_:)``), or else with its
/// standing outcome (``respond(with:after:)``, ``fail(with:after:)``, ``respond(using:)``, ``hold()``). An
/// execution with neither is *unscripted*: the spy records a test failure that names the request type and
/// ends the execution with an `InteractorError`, so the code under test never hangs. It records, waits and
/// holds the way ``InteractorSpy`` does, and a ``TestExecutor`` checks it the same way at the end of a test.
///
/// All members may be used from any thread at the same time.
public final class StreamSpy<Request: StreamRequest>: Sendable {
    /// What the use case sends.
    public typealias Element = Request.Element
    /// What every execution of this spy ends with.
    public typealias Response = Request.Response

    let storage: SpyStorage<Request, Outcome, HeldStream<Request>>

    /// Creates an unscripted spy for a streamed request type.
    ///
    /// Failures the spy records on its own, such as an unscripted execution, point at the line that
    /// created it.
    ///
    /// - Parameters:
    ///   - requestType: The request type to stand in for; usually inferred from the spy's type.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    public init(
        _ requestType: Request.Type = Request.self, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        storage = SpyStorage(callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Creates an unscripted spy that stands in for a streamed use case's interactor.
    ///
    /// - Parameters:
    ///   - interactorType: The interactor the spy replaces; the spy handles its `Request` type.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    public convenience init<Replaced: StreamInteractor>(
        for interactorType: Replaced.Type,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Replaced.Request == Request {
        self.init(Request.self, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

// MARK: - StreamInteractor

extension StreamSpy: StreamInteractor {
    /// Records the request, then sends the scripted elements and ends with the scripted outcome.
    ///
    /// Called by the executor; tests do not call it directly.
    ///
    /// - Parameters:
    ///   - request: The request the code under test executed.
    ///   - elements: Where the spy sends the elements, now or when the test says so.
    /// - Returns: The scripted response.
    /// - Throws: The scripted error, or an `InteractorError` for an unscripted execution.
    public func execute(_ request: Request, elements: ElementSender<Element>) async throws -> Response {
        // A held execution is recorded and held in one critical section, so whoever sees the request (a
        // waiter, heldRequests) sees it held too.
        let (number, plan, held, queueSize) = state.withLock { state in
            let (number, script) = state.record(request)
            var held: HeldStream<Request>?
            if case .hold = script?.plan {
                let holding = HeldStream(request: request, elements: elements)
                state.held.append(holding)
                held = holding
            }
            return (number, script?.plan, held, state.queuedSinceEmpty)
        }
        executions.arrive(count: number)
        switch plan {
        case .respond(let scripted, let response):
            for element in scripted {
                try await elements.send(element)
            }
            return response
        case .fail(let scripted, let error):
            for element in scripted {
                try await elements.send(element)
            }
            throw error
        case .hold:
            guard let held else {
                preconditionFailure("A held execution is held when it is recorded.")
            }
            return try await held.run()
        case .run(let body):
            return try await body(request, elements)
        case nil:
            throw unscripted(request, number: number, queueSize: queueSize)
        }
    }
}

// MARK: - What every spy does

extension StreamSpy: ExecutionSpy, SpyRecording {
    /// What the spy recorded, which ``requests`` and the waits read.
    public var record: SpyRecord<Request> {
        SpyRecord(self)
    }

    static var kind: String { "StreamSpy" }

    static var scriptingAdvice: String {
        "spy.respond(with: response, after: [elements]), spy.fail(with: error, after: [elements]), "
            + "spy.respond { request, elements in … }, spy.enqueue(.response(a, after: [b]), .hold) or spy.hold()"
    }

    func heldStreams() -> [ObjectIdentifier] {
        state.withLock { state in
            state.held.compactMap { $0.elements.consumption.map(ObjectIdentifier.init) }
        }
    }
}
