public import UseCases

/// Sees every event of one type that the code under test publishes, in order, and can make a listener of
/// them fail: for testing that a use case tells what happened, and what it does when a listener fails.
///
/// Create it with ``TestExecutor/spy(for:fileID:filePath:line:column:)->EventSpy<Event>``. Like a spy's requests, every
/// event it saw must be looked at by the end of the test, through ``nextEvent(timeout:fileID:filePath:line:column:)``
/// or ``events``; the ``TestExecutor`` fails the test for each one that was not:
///
/// ```swift
/// @Test func recordingALoginTellsTheListeners() async throws {
///     try await TestExecutor.run { test in
///         let loggedIn = test.spy(for: UserLoggedIn.self)
///         let record = RecordLoginInteractor(executor: test.executor)
///
///         try await record.execute(RecordLoginRequest(username: "ada"))
///
///         #expect(await loggedIn.nextEvent() == UserLoggedIn(username: "ada"))
///     }
/// }
/// ```
///
/// The spy is a listener of the executor too, after those added before it: it succeeds, unless
/// ``failListener(with:)`` told it to throw. Usable from XCTest and Swift Testing alike.
public final class EventSpy<Event: InteractorEvent>: Sendable {
    private struct State: Sendable {
        var events: [Event] = []
        /// How many of `events` the test looked at.
        var checked = 0
        /// What the spy's listener throws; `nil` while it succeeds.
        var failure: InteractorError?
    }

    private let state = Locked(State())
    private let arrivals = Arrivals()
    private let reporter = FailureReporter()
    /// Where the spy was created, for the failures of the end-of-test check.
    let callSite: CallSite

    init(callSite: CallSite) {
        self.callSite = callSite
    }

    /// Every event of the type published so far, in order. Reading it counts them all as looked at.
    public var events: [Event] {
        state.withLock { state in
            state.checked = state.events.count
            return state.events
        }
    }

    /// Waits for the first event the test has not looked at yet, and returns it.
    ///
    /// Returns at once when it was published already, as it is once an awaited `publish` returned. Fails the
    /// test after `timeout`, 30 seconds unless given: a limit meant to catch a hang only.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait before the test fails.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    /// - Returns: The event, or `nil` after recording a test failure when none came in time or the waiting
    ///   task was cancelled.
    @discardableResult
    public func nextEvent(
        timeout: Duration = .seconds(30),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Event? {
        await arrivals.next(
            of: \.events,
            in: state,
            taken: \.checked,
            within: TestTimeout(timeout),
            awaited: { index, count in
                "event \(index + 1) of \(String(reflecting: Event.self)), with \(count) published so far"
            },
            advice: "Publish it from the code under test, or await the task that publishes it.",
            reporter: reporter,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Makes the spy's listener throw `error` for every later event, so that the publisher's `publish` fails
    /// with `InteractorError.Code.listenersFailed`, listing it under the name `EventSpy<Event>`.
    ///
    /// - Parameter error: What the listener throws.
    public func failListener(with error: InteractorError) {
        state.withLock { $0.failure = error }
    }

    /// Makes the spy's listener succeed again, as it does unless told otherwise.
    public func succeedListener() {
        state.withLock { $0.failure = nil }
    }

    /// Records an event as it is published, before any listener runs.
    func record(_ event: Event) {
        let count = state.withLock { state in
            state.events.append(event)
            return state.events.count
        }
        arrivals.arrive(count: count)
    }

    /// What the spy's listener does with an event: succeed, or throw what the test scripted.
    func listen(to event: Event) throws(InteractorError) {
        if let failure = state.withLock({ $0.failure }) {
            throw failure
        }
    }
}

// MARK: - The end-of-test check

extension EventSpy: ExhaustivelyCheckable {
    func exhaustivityProblems() -> [String] {
        let unchecked = state.withLock { Array($0.events[$0.checked...]) }
        guard !unchecked.isEmpty else { return [] }
        let list = unchecked.prefix(5).map { "\($0)" }.joined(separator: ", ")
        return [
            "EventSpy<\(String(reflecting: Event.self))>: \(unchecked.count) event(s) published and not looked at: "
                + "\(list)\(unchecked.count > 5 ? ", …" : ""). Check each with nextEvent(), or read events."
        ]
    }
}

/// An ``EventSpy`` of any event type, as the ``TestExecutor`` records events into it.
protocol EventRecording: Sendable {
    func record(any event: any InteractorEvent)
}

extension EventSpy: EventRecording {
    func record(any event: any InteractorEvent) {
        if let event = event as? Event {
            record(event)
        }
    }
}

/// The listener an ``EventSpy`` registers: it succeeds, or throws what the test scripted.
struct EventSpyListener<Event: InteractorEvent>: EventListener {
    let spy: EventSpy<Event>

    var name: String { "EventSpy<\(String(describing: Event.self))>" }

    func handle(_ event: Event) async throws {
        try spy.listen(to: event)
    }
}
