import TestSupport
import Testing
import UseCaseSpy

/// A clock that moves only when the test says: sleeps end when it reaches their deadline, or when their task
/// is cancelled, and the test waits for each sleep to start.
@Suite struct TestClockTests {
    @Test func aSleepEndsWhenTheClockReachesItsDeadlineAndNotBefore() async {
        let clock = TestClock()
        let woke = Recorder<TestClock.Instant>()
        let sleeper = Task {
            try? await clock.sleep(for: .seconds(5))
            woke.append(clock.now)
        }
        #expect(await clock.nextSleep() == .seconds(5))
        clock.advance(by: .seconds(4))
        #expect(woke.values.isEmpty, "a second before its deadline")
        clock.advance(by: .seconds(1))
        await sleeper.value
        #expect(woke.values == [TestClock.Instant(offset: .seconds(5))])
    }
    @Test func nextSleepReturnsEachSleepsLengthInTheOrderTheyStarted() async throws {
        let clock = TestClock()
        try await clock.sleep(for: .zero)  // Over at once: a deadline that is now.
        let sleeper = Task { try await clock.sleep(for: .seconds(2)) }
        #expect(await clock.nextSleep() == .zero)
        #expect(await clock.nextSleep() == .seconds(2))
        clock.advance(by: .seconds(2))
        try await sleeper.value
    }
    @Test func aSleepingTaskThatIsCancelledThrowsAtOnce() async {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
        await clock.nextSleep()
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.now == TestClock.Instant(offset: .zero), "the clock did not move")
    }
}
