import Foundation

/// Keeps every value handed to it, from any thread: a log sink for tests.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `recorded` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var recorded: [Value] = []

    /// The values so far, in the order they arrived.
    var values: [Value] {
        lock.withLock { recorded }
    }

    /// Keeps `value`.
    func record(_ value: Value) {
        lock.withLock { recorded.append(value) }
    }
}
