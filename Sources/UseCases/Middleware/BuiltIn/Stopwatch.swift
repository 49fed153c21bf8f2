/// A clock the built-in middleware read and sleep on, given as any `Clock` measured in `Duration`: the
/// system's `ContinuousClock` in an app, a clock the test moves by hand in a test.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
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
