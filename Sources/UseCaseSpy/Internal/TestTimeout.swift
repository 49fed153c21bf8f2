/// The time limit of a wait of the test kit, in real time: any duration, however long, or negative.
///
/// Every wait's `timeout` defaults to 30 seconds, a limit meant to guard against a hang only. Under the
/// sanitizers, or on a busy CI machine, a task can wait many seconds for a thread before it runs at all, so
/// a shorter limit fails tests that are merely slow, while a hang still fails within half a minute.
struct TestTimeout: Sendable {
    /// The longest wait: a year, which still fits in `UInt64` nanoseconds. A longer limit waits that long,
    /// which no test outlives.
    static let longest: UInt64 = 365 * 24 * 60 * 60 * 1_000_000_000

    /// The limit, at most ``longest``.
    let nanoseconds: UInt64
    /// The limit as the test wrote it, for failure messages.
    let description: String

    private init(nanoseconds: UInt64, description: String) {
        self.nanoseconds = nanoseconds
        self.description = description
    }

    /// A limit as a `Duration`: a negative one is none, and one past ``longest`` is ``longest``.
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let nanoseconds: UInt64
        if seconds < 0 || (seconds == 0 && attoseconds <= 0) {
            nanoseconds = 0
        } else if seconds >= Int64(Self.longest / 1_000_000_000) {
            nanoseconds = Self.longest
        } else {
            nanoseconds = UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
        }
        // Whole seconds as "30 seconds", the way the default limit reads; others as Swift prints them.
        self.init(nanoseconds: nanoseconds, description: attoseconds == 0 ? "\(seconds) seconds" : "\(duration)")
    }

    /// Sleeps for the limit, or until the task is cancelled.
    func sleep() async {
        try? await Task.sleep(nanoseconds: nanoseconds)
    }
}
