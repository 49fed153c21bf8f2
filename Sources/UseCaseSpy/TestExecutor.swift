public import UseCases

/// An executor for exhaustive tests: everything the code under test executes must be spied on and checked.
///
/// Like a `TestStore`, it fails the test when something happened that the test did not expect:
///
/// - a request of a type nobody registered a spy (or interactor) for, at the moment it is executed;
/// - at the end of the test, every spy execution the test did not look at (through
///   ``InteractorSpy/nextRequest(timeout:fileID:filePath:line:column:)``,
///   ``InteractorSpy/waitForExecution(_:timeout:fileID:filePath:line:column:)``, or reading
///   ``InteractorSpy/requests``), every execution still held open, and every stream whose consumer has
///   neither received its end nor stopped.
///
/// An unscripted spy already fails the test when it is executed.
///
/// Create it with ``run(fileID:filePath:line:column:isolation:_:)``, which runs the end-of-test checks when
/// its closure returns or throws:
///
/// ```swift
/// @Test @MainActor func loginShowsTheUsername() async {
///     await TestExecutor.run { test in
///         let login = test.spy(for: LoginUserRequest.self)
///         login.respond(with: LoginUserResponse(username: "ada"))
///         let model = LoginViewModel(executor: test.executor)
///
///         await model.login(email: "ada@example.com", password: "secret")
///
///         #expect(login.requests.last?.email == "ada@example.com")
///         #expect(model.username == "ada")
///     }   // the checks run here
/// }
/// ```
///
/// Or create it yourself and call ``finish(fileID:filePath:line:column:)`` when the test ends, with `defer`
/// so that it runs however the test ends:
///
/// ```swift
/// @Test @MainActor func signingOutEndsTheSession() {
///     let test = TestExecutor()
///     defer { test.finish() }
///     let signOut = test.spy(for: SignOutRequest.self)
///     signOut.respond()
///
///     SettingsViewModel(executor: test.executor).signOut()
///
///     #expect(signOut.requests.count == 1)
/// }
/// ```
///
/// Always do one or the other. A `TestExecutor` with spies that is deinitialised before its checks ran
/// runs them then, and fails the test even when they find nothing, saying to call `finish()` or use
/// `run`: Swift may release a local variable right after its last use, such as `test.executor` at the top
/// of the test, and a suite's or test case's instance may be released long after its test ended, so checks
/// that run then prove nothing. Don't keep a `TestExecutor` as a property of a suite or an `XCTestCase`;
/// create it in each test. For a test that only wants to look at some executions, use a plain
/// `InteractorExecutor` and register spies on it.
public final class TestExecutor: Sendable {
    /// The executor to give the code under test.
    public let executor: InteractorExecutor

    private struct State: Sendable {
        var spies: [ObjectIdentifier: any ExhaustivelyCheckable] = [:]
        /// The event spies, by event type, which the executor tells of each event published.
        var eventSpies: [ObjectIdentifier: any EventRecording] = [:]
        /// Every stream the executor started, to check that each was consumed or cancelled.
        var streams: [StartedStream] = []
        var isFinished = false
    }

    /// A stream the executor started, held weakly: a stream that is gone was consumed or cancelled.
    private struct StartedStream: Sendable {
        let request: String
        weak var consumption: (any StreamConsumption)?
    }

    private let state: Locked<State>
    private let reporter: FailureReporter
    /// Where the executor was created, for the failure of one released before its checks ran.
    private let callSite: CallSite

    /// Creates an exhaustive test executor with no spies.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    ///   leave the default.
    public init(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let reporter = FailureReporter()
        let state = Locked(State())
        self.reporter = reporter
        self.callSite = CallSite(
            fileID: fileID, filePath: filePath, line: line, column: column)
        self.state = state
        self.executor = InteractorExecutor(
            diagnostics: InteractorDiagnostic.standardError,
            kitHooks: KitHooks(
                requestNotRegistered: { request in
                    let type = String(reflecting: type(of: request))
                    reporter.fail(
                        "TestExecutor: \(request) was executed, but no spy is registered for \(type). Add "
                            + "`let spy = test.spy(for: \(type).self)` and script its outcome, or register the "
                            + "real interactor with test.executor.register(_:).",
                        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
                    )
                },
                streamStarted: { request, consumption in
                    state.withLock {
                        $0.streams.append(StartedStream(request: "\(request)", consumption: consumption))
                    }
                },
                eventPublished: { event in
                    state.withLock { $0.eventSpies[ObjectIdentifier(type(of: event))] }?.record(any: event)
                }
            )
        )
    }

    deinit {
        // A fallback that fails the test: see the type's documentation for why a test cannot rely on it.
        checkOnRelease()
    }

    /// Creates an unscripted spy for a request type, registers it, and checks it at the end of the test.
    ///
    /// - Parameters:
    ///   - requestType: The request type to spy on.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    /// - Returns: The registered spy; script its outcome before the code under test runs.
    public func spy<Request: InteractorRequest>(
        for requestType: Request.Type,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> InteractorSpy<Request> {
        let spy = InteractorSpy(requestType, fileID: fileID, filePath: filePath, line: line, column: column)
        register(spy)
        return spy
    }

    /// Creates an unscripted spy for a streamed request type, registers it, and checks it at the end of the
    /// test.
    ///
    /// - Parameters:
    ///   - requestType: The streamed request type to spy on.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    /// - Returns: The registered spy; script its elements and outcome before the code under test runs.
    public func spy<Request: StreamRequest>(
        for requestType: Request.Type,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> StreamSpy<Request> {
        let spy = StreamSpy(requestType, fileID: fileID, filePath: filePath, line: line, column: column)
        register(spy)
        return spy
    }

    /// Creates a spy of the events of one type: it sees each one the code under test publishes, which the
    /// test must look at by its end, and it listens to them, succeeding unless told to fail.
    ///
    /// - Parameters:
    ///   - eventType: The event type to spy on.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    /// - Returns: The spy.
    public func spy<Event: InteractorEvent>(
        for eventType: Event.Type,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> EventSpy<Event> {
        let spy = EventSpy<Event>(callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        executor.listen(EventSpyListener(spy: spy))
        let key = ObjectIdentifier(Event.self)
        let replaced = state.withLock { state in
            state.eventSpies[key] = spy
            return state.spies.updateValue(spy, forKey: key)
        }
        _ = replaced  // Let go of outside the lock.
        return spy
    }

    /// Registers a stream spy you created, and checks it at the end of the test.
    ///
    /// Replaces whatever was registered for the same request type, including its end-of-test check.
    ///
    /// - Parameter spy: The spy that handles every execution of its request type.
    public func register<Request: StreamRequest>(_ spy: StreamSpy<Request>) {
        executor.register(spy)
        let replaced = state.withLock { $0.spies.updateValue(spy, forKey: ObjectIdentifier(Request.self)) }
        _ = replaced  // Let go of outside the lock.
    }

    /// Registers a spy you created, and checks it at the end of the test.
    ///
    /// Replaces whatever was registered for the same request type, including its end-of-test check.
    ///
    /// - Parameter spy: The spy that handles every execution of its request type.
    public func register<Request: InteractorRequest>(_ spy: InteractorSpy<Request>) {
        executor.register(spy)
        let replaced = state.withLock { $0.spies.updateValue(spy, forKey: ObjectIdentifier(Request.self)) }
        _ = replaced  // Let go of outside the lock.
    }

    /// Runs the end-of-test checks now.
    ///
    /// Records a test failure for every execution the test did not look at, every execution still held open, and every
    /// stream neither consumed to its end nor cancelled. Call it at the end of every test that creates a `TestExecutor`
    /// itself, preferably as `defer { test.finish() }`; ``run(fileID:filePath:line:column:isolation:_:)`` calls it for
    /// you.
    ///
    /// The checks run once: later calls, and the executor's deinitialisation, check nothing, and later
    /// executions are not checked.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    public func finish(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        finishOnce(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Runs the end-of-test checks unless they ran already; failures point at `callSite`, or else at each spy's
    /// creation.
    func finishOnce(at callSite: CallSite?) {
        guard let (spies, streams) = takeUnlessFinished() else { return }
        for spy in spies {
            for problem in spy.exhaustivityProblems() {
                reporter.fail(problem, at: callSite ?? spy.callSite)
            }
        }
        for problem in Self.streamProblems(streams, heldBy: spies) {
            reporter.fail(problem, at: callSite ?? self.callSite)
        }
    }

    /// Marks the checks as run and returns the spies and streams to check, or `nil` when the checks ran already.
    private func takeUnlessFinished() -> (spies: [any ExhaustivelyCheckable], streams: [StartedStream])? {
        state.withLock { state in
            guard !state.isFinished else { return nil }
            state.isFinished = true
            return (Array(state.spies.values), state.streams)
        }
    }

    /// One message per stream still open, but those a spy holds open, which it reports itself.
    private static func streamProblems(
        _ streams: [StartedStream],
        heldBy spies: [any ExhaustivelyCheckable]
    ) -> [String] {
        let held = Set(spies.flatMap { $0.heldStreams() })
        return streams.compactMap { stream in
            guard let consumption = stream.consumption, !held.contains(ObjectIdentifier(consumption)),
                consumption.progress.isOpen
            else { return nil }
            return "TestExecutor: the stream of \(stream.request) is still open at the end of the test: its consumer "
                + "took \(consumption.elementsTaken) element(s), and has neither received the end nor stopped. Let "
                + "the code under test finish consuming it (await the task that iterates it, or the one "
                + "execute(_:onElement:onComplete:onError:) returned), or cancel it."
        }
    }

    /// Runs the end-of-test checks from `deinit` unless they ran already, and fails the test either way when
    /// there were spies to check, so that a test that forgot `finish()` and `run` cannot pass unnoticed.
    private func checkOnRelease() {
        guard let (spies, streams) = takeUnlessFinished(), !spies.isEmpty || !streams.isEmpty else { return }
        let advice =
            "Call test.finish() when the test ends (`defer { test.finish() }`), "
            + "or use TestExecutor.run { test in … }."
        let problems =
            spies.flatMap { spy in
                spy.exhaustivityProblems().map { (message: $0, callSite: spy.callSite) }
            }
            + Self.streamProblems(streams, heldBy: spies).map { (message: $0, callSite: callSite) }
        if problems.isEmpty {
            reporter.fail(
                "TestExecutor was released before its end-of-test checks ran. They ran on release and found "
                    + "nothing, which proves nothing: Swift may release it right after its last use, before the "
                    + "code under test executed anything, and a suite may release it long after the test. \(advice)",
                at: callSite
            )
        }
        for problem in problems {
            reporter.fail(
                "\(problem.message) This was found only when the TestExecutor was released. \(advice)",
                at: problem.callSite
            )
        }
    }
}
