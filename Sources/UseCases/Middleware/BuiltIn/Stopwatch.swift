/// A clock the built-in middleware read and sleep on, given as any `Clock` measured in `Duration`: the
/// system's `ContinuousClock` in an app, a clock the test moves by hand in a test.
struct Stopwatch: Sendable {
    let clock: any Clock<Duration>

    /// Runs `body` and returns what it returned, with how long it took.
    nonisolated(nonsending) func time<Value>(
        _ body: nonisolated(nonsending) () async -> Value
    ) async -> (Value, Duration) {
        await Self.time(on: clock, body)
    }

    /// Returns after `duration` on the clock; throws `CancellationError` when the task is cancelled first.
    func sleep(for duration: Duration) async throws {
        try await Self.sleep(on: clock, for: duration)
    }

    /// The clock, started now: for a timer that measures times from this moment.
    func start() -> StartedClock {
        Self.start(on: clock)
    }

    private static func start<C: Clock<Duration>>(on clock: C) -> StartedClock {
        let start = clock.now
        return StartedClock(
            elapsed: { start.duration(to: clock.now) },
            sleep: { until in try await clock.sleep(until: start.advanced(by: until), tolerance: nil) })
    }

    private nonisolated(nonsending) static func time<C: Clock<Duration>, Value>(
        on clock: C,
        _ body: nonisolated(nonsending) () async -> Value
    ) async -> (Value, Duration) {
        let start = clock.now
        let value = await body()
        return (value, start.duration(to: clock.now))
    }

    private static func sleep<C: Clock<Duration>>(on clock: C, for duration: Duration) async throws {
        try await clock.sleep(until: clock.now.advanced(by: duration), tolerance: nil)
    }
}

/// A clock started at some moment, read and slept on in times since that moment.
struct StartedClock: Sendable {
    /// The time since the start.
    let elapsed: @Sendable () -> Duration
    /// Returns at the given time since the start; throws `CancellationError` when the task is cancelled first.
    let sleep: @Sendable (_ until: Duration) async throws -> Void
}

extension Next {
    /// Runs the rest of the pipeline and returns its outcome instead of throwing it.
    nonisolated(nonsending) func outcome(_ request: Request) async -> Outcome<Request.Response> {
        do {
            return .success(try await self(request))
        } catch {
            return .failure(error)
        }
    }
}
