import Foundation

/// A thread-safe list of values, for recording what callbacks and hooks received.
package final class Recorder<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `storage` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var storage: [Value] = []

    package init() {}

    package func append(_ value: Value) {
        lock.withLock { storage.append(value) }
    }

    /// Appends `value` and returns how many values there are now, as one step.
    package func appendCounting(_ value: Value) -> Int {
        lock.withLock {
            storage.append(value)
            return storage.count
        }
    }

    package var values: [Value] {
        lock.withLock { storage }
    }

    package var count: Int {
        lock.withLock { storage.count }
    }
}

/// Polls, a millisecond apart, until `condition` holds, giving up (and returning `false`) after `seconds`: 30 by
/// default, a hang guard long enough for the test pool to stall at the start of a run under the sanitizers.
package func eventually(
    within seconds: Double = 30,
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () -> Bool
) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        if Date() > deadline { return false }
        await Task.yield()
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return true
}
