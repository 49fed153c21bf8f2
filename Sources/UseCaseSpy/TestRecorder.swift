import UseCases

/// Records what the code under test hands out, such as what a view was told to show, and lets the test wait
/// for each value without sleeping.
///
/// A test double of a view, a delegate or a coordinator records into one; the test awaits the values in
/// order, the way it awaits a spy's requests:
///
/// ```swift
/// @MainActor
/// final class RecordingGreetingView: GreetingView {
///     let shown = TestRecorder<String>()
///
///     func show(greeting: String) {
///         shown.record(greeting)
///     }
/// }
///
/// @Test @MainActor func greetsTheUserOnceTheNameArrives() async {
///     let names = InteractorSpy<LoadUserNameRequest>()
///     names.respond(with: "Ada")
///     let executor = InteractorExecutor()
///     executor.register(names)
///     let view = RecordingGreetingView()
///
///     GreetingPresenter(view: view, executor: executor).greet(userID: 7)
///
///     #expect(await view.shown.next() == "Hello, Ada!")
/// }
/// ```
///
/// It waits the way every wait of the kit does: it returns as soon as the value is recorded, and otherwise
/// records one test failure, saying what it waited for, when its time limit passes or its test is cancelled.
/// All members may be used from any thread at the same time.
public final class TestRecorder<Value: Sendable>: Sendable {
    private struct State {
        var values: [Value] = []
        /// How many values ``next(timeout:fileID:filePath:line:column:)`` has returned or is waiting for.
        var taken = 0
    }

    private let state = Locked(State())
    let recorded = Arrivals()
    private let reporter = FailureReporter()

    /// Creates a recorder with no values.
    public init() {}

    /// Records a value, and wakes the test if it waits for it.
    ///
    /// - Parameter value: What the code under test handed out.
    public func record(_ value: Value) {
        let count = state.withLock { state in
            state.values.append(value)
            return state.values.count
        }
        recorded.arrive(count: count)
    }

    /// Every value recorded so far, in order.
    public var values: [Value] {
        state.withLock { $0.values }
    }

    /// Waits for the first value the test has not taken yet, and returns it.
    ///
    /// Each call moves on by one value; it returns at once when that value was recorded already. Fails the
    /// test after `timeout`, 30 seconds unless given: a limit meant to catch a hang only.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait before the test fails. Any duration: a negative one does not wait, and
    ///     one longer than a year waits a year.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    /// - Returns: The value, or `nil` after recording a test failure when none came in time or the waiting
    ///   task was cancelled.
    public func next(
        timeout: Duration = .seconds(30),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> Value? {
        let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return await next(within: TestTimeout(timeout), at: callSite)
    }

    private func next(within timeout: TestTimeout, at callSite: CallSite) async -> Value? {
        await recorded.next(
            of: \.values, in: state, taken: \.taken, within: timeout,
            awaited: { index, count in
                "value #\(index + 1) of TestRecorder<\(String(reflecting: Value.self))>; \(count) recorded"
            },
            advice: "Make sure the code under test hands it to the test double that records it, or give a longer "
                + "timeout.",
            reporter: reporter, at: callSite)
    }
}
