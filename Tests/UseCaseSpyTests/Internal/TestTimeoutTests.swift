import Testing

@testable import UseCaseSpy

/// The time limit of the kit's waits, as a pure function: every `Duration` is a limit, and none traps.
@Suite struct TestTimeoutTests {
    @Test func aDurationBecomesNanoseconds() {
        #expect(TestTimeout(.milliseconds(1_500)).nanoseconds == 1_500_000_000)
        #expect(TestTimeout(.nanoseconds(1)).nanoseconds == 1)
    }

    @Test(arguments: [.zero, .nanoseconds(-1), .seconds(-5), .seconds(Int64.min)] as [Duration])
    func noTimeLeftIsNoWait(duration: Duration) {
        #expect(TestTimeout(duration).nanoseconds == 0)
    }

    @Test(arguments: [.seconds(Int64.max), .seconds(400 * 24 * 60 * 60), .seconds(365 * 24 * 60 * 60)] as [Duration])
    func anyLongerDurationIsAYear(duration: Duration) {
        #expect(TestTimeout(duration).nanoseconds == TestTimeout.longest)
    }

    @Test func theMessageSaysTheLimitAsTheTestWroteIt() {
        #expect(TestTimeout(.seconds(5)).description == "5 seconds")
        #expect(TestTimeout(.seconds(30)).description == "30 seconds")
        #expect(TestTimeout(.milliseconds(1_500)).description == "1.5 seconds")
    }
}
