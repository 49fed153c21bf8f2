public import Foundation

/// Tells the use cases what time it is, so tests can fix it.
///
/// ```swift
/// struct FixedClock: ClockPlugin {
///     let date: Date
///     func now() -> Date { date }
/// }
/// ```
public protocol ClockPlugin: Sendable {
    /// The current date and time.
    ///
    /// - Returns: The moment to record as "now".
    func now() -> Date
}
