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
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
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

    private struct SleepWaiter {
        let index: Int
        let continuation: CheckedContinuation<Duration?, Never>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Int: Sleeper] = [:]
        /// The length of every sleep, in the order they started.
        var sleeps: [Duration] = []
        /// How many sleeps the test has looked at through nextSleep().
        var checkedSleeps = 0
        var waiters: [Int: SleepWaiter] = [:]
        var nextID = 0

        mutating func takeID() -> Int {
            defer { nextID += 1 }
            return nextID
        }

        /// Removes the waiters whose sleep has started; they read its length themselves.
        mutating func takeSatisfiedWaiters() -> [SleepWaiter] {
            let count = sleeps.count
            let satisfied = waiters.filter { $0.value.index < count }
            for id in satisfied.keys {
                waiters[id] = nil
            }
            return Array(satisfied.values)
        }
    }

    private let state = Locked(State())
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

    /// The length of every sleep so far, in the order they started, such as a retry's waits.
    public var sleeps: [Duration] {
        state.withLock { $0.sleeps }
    }

    /// How many tasks are sleeping on the clock now.
    public var sleeperCount: Int {
        state.withLock { $0.sleepers.count }
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
                let (start, woken): (Start, [SleepWaiter]) = state.withLock { state in
                    state.sleeps.append(max(state.now.duration(to: deadline), .zero))
                    let woken = state.takeSatisfiedWaiters()
                    if Task.isCancelled {
                        return (.cancelled, woken)
                    }
                    if deadline <= state.now {
                        return (.done, woken)
                    }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return (.sleeping, woken)
                }
                woken.forEach { $0.continuation.resume(returning: nil) }
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
    /// Each call moves on by one sleep.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait, in seconds of real time, before the test fails; 30 s guards against a
    ///     hang only (see ``InteractorSpy/nextRequest(timeout:fileID:filePath:line:column:)``).
    ///   - fileID: The file of the call; leave the default.
    ///   - filePath: The full path of that file; leave the default.
    ///   - line: The line of the call; leave the default.
    ///   - column: The column of the call; leave the default.
    /// - Returns: The length of the sleep; `nil` after recording a test failure when none started in time, or
    ///   at once, without a failure, when the waiting task is cancelled.
    @discardableResult
    public func nextSleep(
        timeout: Double = 30,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Duration? {
        let (index, id) = state.withLock { state in
            defer { state.checkedSleeps += 1 }
            return (state.checkedSleeps, state.takeID())
        }
        let timer = Task { [weak self] in
            await TestTimeout.sleep(timeout)
            guard !Task.isCancelled, let self else { return }
            let waiter = self.state.withLock { $0.waiters.removeValue(forKey: id) }
            waiter?.continuation.resume(returning: nil)
        }
        defer { timer.cancel() }
        let length = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Duration?, Never>) in
                let started: Duration?? = state.withLock { state in
                    if index < state.sleeps.count {
                        return .some(state.sleeps[index])
                    }
                    if Task.isCancelled {
                        // Checked under the lock: a cancellation handler that ran before this found no waiter.
                        return .some(nil)
                    }
                    state.waiters[id] = SleepWaiter(index: index, continuation: continuation)
                    return .none
                }
                if case .some(let length) = started {
                    continuation.resume(returning: length)
                }
            }
        } onCancel: {
            let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
            waiter?.continuation.resume(returning: nil)
        }
        if let length {
            return length
        }
        let started = state.withLock { state in index < state.sleeps.count ? state.sleeps[index] : nil }
        if let started {
            return started
        }
        guard !Task.isCancelled else {
            return nil  // The test was cancelled: it ends, as a spy's wait does, without a failure of its own.
        }
        reporter.fail(
            "Timed out after \(timeout) s waiting for sleep #\(index + 1) on the TestClock; \(index) sleep(s) "
                + "started. Make sure the code under test was given this clock and sleeps on it, or give a "
                + "longer timeout.",
            at: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
        return nil
    }
}
