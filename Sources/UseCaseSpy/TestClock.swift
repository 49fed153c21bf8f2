import UseCases

/// A clock that moves only when the test says, for testing timeouts, retries and measured durations
/// without waiting.
///
/// Give it to the middleware under test, wait until the code under test sleeps on it, and move it on:
///
/// ```swift
/// @Test func aLoginThatTakesTooLongTimesOut() async {
///     await TestExecutor.run { test in
///         let clock = TestClock()
///         test.executor.use(TimeoutMiddleware(after: .seconds(5), clock: clock))
///         let login = test.spy(for: LoginUserRequest.self)
///         login.hold()
///
///         let request = LoginUserRequest(email: "ada@example.com", password: "secret")
///         let result = Task { try await test.executor.execute(request) }
///         await login.nextRequest()
///         #expect(await clock.nextSleep() == .seconds(5))   // the timeout started waiting
///         clock.advance(by: .seconds(5))
///         await #expect(throws: InteractorError.self) { try await result.value }
///     }
/// }
/// ```
///
/// Sleeps end when the clock reaches their deadline through ``advance(by:)``, or when their task is
/// cancelled. It starts at zero.
public final class TestClock: Clock, Sendable {
    /// A moment on a ``TestClock``: how long after the clock's start.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// How long after the clock's start this moment is.
        public var offset: Duration

        /// Creates the moment `offset` after the clock's start.
        ///
        /// - Parameter offset: How long after the start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The moment `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// How long from this moment to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// The offset from the start, such as `5.0 seconds`.
        public var description: String {
            "\(offset)"
        }
    }

    private struct Sleeper {
        let deadline: Instant
        // Resumed once: by whichever of advance(by:) and the cancellation handler takes the sleeper out first.
        let continuation: UnsafeContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Int: Sleeper] = [:]
        /// The length of every sleep, in the order they started.
        var sleeps: [Duration] = []
        /// How many sleeps the test has looked at through nextSleep().
        var checkedSleeps = 0
        var nextID = 0

        mutating func takeID() -> Int {
            defer { nextID += 1 }
            return nextID
        }
    }

    private let state = Locked(State())
    /// The sleeps started so far, for the tasks that wait for one.
    let sleepStarts = Arrivals()
    private let reporter = FailureReporter()

    /// Creates a clock at zero.
    public init() {}

    /// The clock's current moment.
    public var now: Instant {
        state.withLock { $0.now }
    }

    /// The smallest step: none.
    public var minimumResolution: Duration {
        .zero
    }

    /// Suspends until the clock reaches `deadline`.
    ///
    /// - Throws: `CancellationError` when the task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { $0.takeID() }
        try await withTaskCancellationHandler {
            // Resumed once: right here when the sleep is over or cancelled already, otherwise through its Sleeper.
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
                enum Start { case sleeping, done, cancelled }
                let (start, started): (Start, Int) = state.withLock { state in
                    state.sleeps.append(max(state.now.duration(to: deadline), .zero))
                    if Task.isCancelled {
                        return (.cancelled, state.sleeps.count)
                    }
                    if deadline <= state.now {
                        return (.done, state.sleeps.count)
                    }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return (.sleeping, state.sleeps.count)
                }
                sleepStarts.arrive(count: started)
                switch start {
                case .sleeping:
                    break
                case .done:
                    continuation.resume()
                case .cancelled:
                    continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            let sleeper = state.withLock { $0.sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock on by `duration`, and wakes every task whose deadline it reaches.
    ///
    /// - Parameter duration: How far to move; not negative.
    public func advance(by duration: Duration) {
        let woken: [Sleeper] = state.withLock { state in
            state.now = state.now.advanced(by: max(duration, .zero))
            let now = state.now
            let due = state.sleepers.filter { $0.value.deadline <= now }
            for id in due.keys {
                state.sleepers[id] = nil
            }
            return due.values.sorted { $0.deadline < $1.deadline }
        }
        woken.forEach { $0.continuation.resume() }
    }

    /// Waits for the first sleep the test has not looked at yet to start, and returns its length.
    ///
    /// Call it before ``advance(by:)``, so that the clock moves only once the code under test sleeps on it.
    /// Each call moves on by one sleep; it returns at once when that sleep started already.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait, in real time, before the test fails. The default, 30 seconds, is meant
    ///     to catch a hang only. Any duration: a negative one does not wait, and one longer than a year waits
    ///     a year.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    /// - Returns: The length of the sleep, or `nil` after recording a test failure when none started in time
    ///   or the waiting task was cancelled.
    @discardableResult
    public func nextSleep(
        timeout: Duration = .seconds(30),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> Duration? {
        await nextSleep(
            within: TestTimeout(timeout), at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func nextSleep(within timeout: TestTimeout, at callSite: CallSite) async -> Duration? {
        await sleepStarts.next(
            of: \.sleeps, in: state, taken: \.checkedSleeps, within: timeout,
            awaited: { index, count in "sleep #\(index + 1) on the TestClock; \(count) sleep(s) started" },
            advice: "Make sure the code under test was given this clock and sleeps on it, or give a longer timeout.",
            reporter: reporter, at: callSite)
    }
}
