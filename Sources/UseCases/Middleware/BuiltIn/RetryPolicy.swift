/// When a retry middleware tries an execution again, and how long it waits first.
///
/// ```swift
/// let policy = RetryPolicy(maxAttempts: 3, backoff: .exponential(initial: .milliseconds(200))) { error in
///     error.code == .custom(503)
/// }
/// ```
///
/// Pure: ``delay(afterAttempt:failedWith:)`` decides from its arguments alone.
public struct RetryPolicy: Sendable {
    /// How many times the execution runs at most, counting the first.
    public var maxAttempts: Int
    /// How long to wait before each attempt after the first.
    public var backoff: Backoff
    /// Whether an error is worth another attempt: a transient one, such as a busy server.
    public var isTransient: @Sendable (InteractorError) -> Bool

    /// Creates a policy.
    ///
    /// - Parameters:
    ///   - maxAttempts: How many times the execution runs at most, counting the first; at least 1.
    ///   - backoff: How long to wait before each attempt after the first; none unless you say.
    ///   - isTransient: Whether an error is worth another attempt. ``InteractorError/Code/cancelled`` never
    ///     is, whatever it says.
    public init(
        maxAttempts: Int,
        backoff: Backoff = .none,
        retryingWhen isTransient: @escaping @Sendable (InteractorError) -> Bool
    ) {
        self.maxAttempts = maxAttempts
        self.backoff = backoff
        self.isTransient = isTransient
    }

    /// How long to wait before trying again after attempt `attempt` failed with `error`, or `nil` to give
    /// up and pass the error on.
    ///
    /// - Parameters:
    ///   - attempt: The attempt that failed, counting from 1.
    ///   - error: What it failed with.
    /// - Returns: The wait before attempt `attempt + 1`, or `nil`.
    public func delay(afterAttempt attempt: Int, failedWith error: InteractorError) -> Duration? {
        guard attempt < maxAttempts, error.code != .cancelled, isTransient(error) else {
            return nil
        }
        return backoff.delay(beforeAttempt: attempt + 1)
    }
}
extension RetryPolicy {
    /// How long to wait before each attempt after the first.
    public struct Backoff: Hashable, Sendable {
        private let initial: Duration
        private let multiplier: Double
        private let maximum: Duration

        /// No wait.
        public static let none = Backoff(initial: .zero, multiplier: 1, maximum: .zero)

        /// The same wait before every attempt.
        ///
        /// - Parameter delay: The wait.
        /// - Returns: A constant backoff.
        public static func constant(_ delay: Duration) -> Backoff {
            Backoff(initial: delay, multiplier: 1, maximum: delay)
        }

        /// A wait that starts at `initial` and is multiplied by `multiplier` before each further attempt, up
        /// to `maximum`.
        ///
        /// - Parameters:
        ///   - initial: The wait before the second attempt.
        ///   - multiplier: What each wait is multiplied by for the next; 2 unless you say.
        ///   - maximum: The longest wait; a minute unless you say.
        /// - Returns: An exponential backoff.
        public static func exponential(
            initial: Duration,
            multiplier: Double = 2,
            maximum: Duration = .seconds(60)
        ) -> Backoff {
            Backoff(initial: initial, multiplier: multiplier, maximum: maximum)
        }

        /// The wait before attempt `attempt`, counting from 1; zero before the first.
        ///
        /// - Parameter attempt: The attempt about to start.
        /// - Returns: The wait.
        public func delay(beforeAttempt attempt: Int) -> Duration {
            guard attempt >= 2 else { return .zero }
            var delay = initial
            for _ in 2..<attempt where delay < maximum {
                delay = delay * multiplier
            }
            return min(delay, maximum)
        }
    }
}
