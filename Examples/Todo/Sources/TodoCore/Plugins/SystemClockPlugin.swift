public import Foundation

/// The clock the app ships with: the system's wall clock.
public struct SystemClockPlugin: ClockPlugin {
    /// Creates the system clock.
    public init() {}

    /// The current date and time, from the system.
    ///
    /// - Returns: `Date()`.
    public func now() -> Date {
        Date()
    }
}
