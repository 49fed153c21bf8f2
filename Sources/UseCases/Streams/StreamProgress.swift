/// How many elements a streamed execution's use case began to send: what logging, metrics and retries read.
/// Counted as each send begins, so that a retry never misses one a timeout interrupted.
@usableFromInline
final class StreamProgress: Sendable {
    @usableFromInline
    let sent = Locked(0)

    @inlinable
    init() {}

    /// How many elements were sent so far.
    var elementCount: Int {
        sent.withLock { $0 }
    }

    /// Counts one more element.
    @inlinable
    func elementSent() {
        sent.withLock { $0 += 1 }
    }
}
