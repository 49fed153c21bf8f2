import Testing

@testable import UseCaseSpy

/// The time limit of the kit's waits, as a pure function: every `Double` is a limit, none traps.
@Suite struct TestTimeoutTests {
    private static let aYear = UInt64(TestTimeout.longest) * 1_000_000_000

    @Test func aTimeoutInSecondsBecomesNanoseconds() {
        #expect(TestTimeout.nanoseconds(1.5) == 1_500_000_000)
    }

    @Test(arguments: [0, -1, -Double.infinity, Double.nan])
    func noTimeLeftIsNoSleep(seconds: Double) {
        #expect(TestTimeout.nanoseconds(seconds) == 0)
    }

    @Test(arguments: [Double.infinity, 1e300, Double(UInt64.max), TestTimeout.longest])
    func anyLongerTimeoutIsAYear(seconds: Double) {
        #expect(TestTimeout.nanoseconds(seconds) == Self.aYear)
    }
}
