/// The time limit of a wait of the test kit, in seconds of real time: any value, `.infinity` included.
enum TestTimeout {
    /// The longest sleep: a year, which still fits in `UInt64` nanoseconds; an infinite or larger limit waits
    /// that long, which no test outlives.
    static let longest: Double = 365 * 24 * 60 * 60

    /// `seconds` as the nanoseconds `Task.sleep(nanoseconds:)` takes: a negative or NaN limit is none, and a
    /// limit past ``longest`` (`.infinity` among them) is ``longest``.
    static func nanoseconds(_ seconds: Double) -> UInt64 {
        guard seconds > 0 else { return 0 }  // Negative, zero, or NaN.
        return UInt64(min(seconds, longest) * 1_000_000_000)
    }

    /// Sleeps for `seconds`, or until the task is cancelled.
    static func sleep(_ seconds: Double) async {
        try? await Task.sleep(nanoseconds: nanoseconds(seconds))
    }
}
