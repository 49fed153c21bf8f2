/// A value that many threads read at once and few write, behind one lock per stripe of threads.
///
/// With one lock (``Locked``), every reader writes the same lock word: two threads executing at once took
/// turns on one cache line, and each call cost several times what it costs alone. A reader here takes only
/// the lock of its thread's stripe (``ThreadStripe``), so readers on different threads write to different
/// cache lines; a writer takes every stripe's lock, in stripe order. As with ``Locked``, never run user code
/// inside.
@usableFromInline
struct StripedLocked<State>: @unchecked Sendable {
    // @unchecked: the state is read under at least one stripe's lock and written only under all of them,
    // so a write never overlaps a read or another write.
    let buffer: StripedLockBuffer<State>

    /// Creates the locks and the state they guard.
    init(_ state: State) {
        buffer = StripedLockBuffer.make(state)
    }

    /// Runs `body` with the calling thread's stripe locked and the state lent to it for reading.
    func read<Result>(_ body: (borrowing State) throws -> Result) rethrows -> Result {
        try buffer.read(body)
    }

    /// Runs `body` with every stripe locked and the state lent to it for writing.
    func write<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try buffer.write(body)
    }
}

/// The storage of ``StripedLocked``: the state as the header, the stripes' locks as elements.
///
/// Each stripe's lock starts its own 128 bytes (a cache line on Apple silicon, two elsewhere), and none
/// shares a line with the header, which readers read: a reader's lock and unlock then write to no line
/// another thread's reader uses.
final class StripedLockBuffer<State>: ManagedBuffer<State, LockPrimitive> {
    typealias LockPointer = UnsafeMutablePointer<LockPrimitive>

    /// How many stripes threads are spread over, a power of two: the 17th thread shares the first one's.
    static var stripeCount: Int { 16 }

    /// Elements from one stripe's lock to the next: at least 128 bytes.
    static var spacing: Int {
        (128 + MemoryLayout<LockPrimitive>.stride - 1) / MemoryLayout<LockPrimitive>.stride
    }

    static func make(_ state: State) -> StripedLockBuffer<State> {
        let elements = (stripeCount + 1) * spacing  // Stripe `i` at `(i + 1) * spacing`: none beside the header.
        let buffer = unsafeDowncast(create(minimumCapacity: elements) { _ in state }, to: StripedLockBuffer.self)
        buffer.withUnsafeMutablePointerToElements { locks in
            for stripe in 0..<stripeCount {
                LockOperations.initializeAdaptive(lock(stripe, in: locks))
            }
        }
        return buffer
    }

    deinit {
        withUnsafeMutablePointerToElements { locks in
            for stripe in 0..<Self.stripeCount {
                LockOperations.destroy(Self.lock(stripe, in: locks))
            }
        }
    }

    /// Where stripe `stripe`'s lock is among the elements.
    static func lock(_ stripe: Int, in locks: LockPointer) -> LockPointer {
        locks + (stripe + 1) * spacing
    }

    func read<Result>(_ body: (borrowing State) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointers { state, locks in
            let lock = Self.lock(ThreadStripe.current & (Self.stripeCount - 1), in: locks)
            LockOperations.lock(lock)
            defer { LockOperations.unlock(lock) }
            return try body(state.pointee)
        }
    }

    func write<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointers { state, locks in
            for stripe in 0..<Self.stripeCount {
                LockOperations.lock(Self.lock(stripe, in: locks))
            }
            defer {
                for stripe in (0..<Self.stripeCount).reversed() {
                    LockOperations.unlock(Self.lock(stripe, in: locks))
                }
            }
            return try body(&state.pointee)
        }
    }
}
