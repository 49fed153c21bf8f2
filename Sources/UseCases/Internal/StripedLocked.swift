/// A value that many threads read at once and few write, behind one lock per stripe of threads.
///
/// With one lock (``Locked``), every reader writes the same lock word: two threads executing at once took
/// turns on one cache line, and each call cost several times what it costs alone. A reader here takes only
/// the lock of its thread's stripe (``StripeSelector``), so readers on different stripes write to different
/// cache lines; a writer takes every stripe's lock, in stripe order. As with ``Locked``, never run user code
/// inside.
@usableFromInline
struct StripedLocked<State: Sendable>: @unchecked Sendable {
    // @unchecked: the state is read under at least one stripe's lock and written only under all of them,
    // so a write never overlaps a read or another write.
    let buffer: StripedLockBuffer<State>

    /// Creates the locks and the state they guard.
    init(_ state: State) {
        buffer = StripedLockBuffer.make(state)
    }

    /// Runs `body` with the calling thread's stripe locked and the state lent to it for reading.
    ///
    /// Other threads may read at the same time, under their own stripes' locks: `body` must not change the
    /// state, not even through a class reference in it, and must not call `read` or `write` again.
    func read<Result>(_ body: (borrowing State) throws -> Result) rethrows -> Result {
        try buffer.read(body)
    }

    /// Runs `body` with every stripe locked and the state lent to it for writing.
    func write<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try buffer.write(body)
    }
}

/// The storage of ``StripedLocked``: the state and the stripe selector as the header, the stripes' locks as
/// elements.
///
/// The stripes' locks are at least 128 bytes apart (a cache line on Apple silicon, two elsewhere; 160 bytes on
/// x86_64 Linux: four 40-byte mutexes), and none shares a line with the header, which readers read: a reader's
/// lock and unlock then write to no line another stripe's reader uses.
final class StripedLockBuffer<State>: ManagedBuffer<StripedLockHeader<State>, LockPrimitive> {
    /// The address of one stripe's lock.
    typealias LockPointer = UnsafeMutablePointer<LockPrimitive>

    /// How many stripes threads are spread over, a power of two: beyond 16 CPUs, some share one.
    static var stripeCount: Int { 16 }

    /// Elements from one stripe's lock to the next: at least 128 bytes.
    static var elementsPerStripe: Int {
        (128 + MemoryLayout<LockPrimitive>.stride - 1) / MemoryLayout<LockPrimitive>.stride
    }

    /// Allocates the buffer with `state` in its header and initializes every stripe's lock.
    static func make(_ state: State) -> StripedLockBuffer<State> {
        // Stripe `i` starts at element `(i + 1) * elementsPerStripe`, so none lies beside the header.
        let elements = (stripeCount + 1) * elementsPerStripe
        let created = create(minimumCapacity: elements) { _ in StripedLockHeader(state: state) }
        let buffer = unsafeDowncast(created, to: StripedLockBuffer.self)
        buffer.withUnsafeMutablePointerToElements { locks in
            for stripe in 0..<stripeCount {
                LockOperations.initializeAdaptive(lockAddress(ofStripe: stripe, in: locks))
            }
        }
        return buffer
    }

    deinit {
        withUnsafeMutablePointerToElements { locks in
            for stripe in 0..<Self.stripeCount {
                LockOperations.destroy(Self.lockAddress(ofStripe: stripe, in: locks))
            }
        }
    }

    /// Where stripe `stripe`'s lock is among the elements.
    static func lockAddress(ofStripe stripe: Int, in locks: LockPointer) -> LockPointer {
        locks + (stripe + 1) * elementsPerStripe
    }

    /// Runs `body` under the calling thread's stripe's lock: see ``StripedLocked/read(_:)``.
    func read<Result>(_ body: (borrowing State) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointers { header, locks in
            let lock = Self.lockAddress(ofStripe: header.pointee.stripes.current(among: Self.stripeCount), in: locks)
            LockOperations.lock(lock)
            defer { LockOperations.unlock(lock) }
            return try body(header.pointee.state)
        }
    }

    /// Runs `body` under every stripe's lock, taken in stripe order so two writers cannot deadlock.
    func write<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointers { header, locks in
            for stripe in 0..<Self.stripeCount {
                LockOperations.lock(Self.lockAddress(ofStripe: stripe, in: locks))
            }
            defer {
                for stripe in (0..<Self.stripeCount).reversed() {
                    LockOperations.unlock(Self.lockAddress(ofStripe: stripe, in: locks))
                }
            }
            return try body(&header.pointee.state)
        }
    }
}

/// The header of a ``StripedLockBuffer``: what readers read, on lines no lock shares.
struct StripedLockHeader<State> {
    /// The guarded state.
    var state: State
    /// Which stripe a thread takes: kept beside the state, which every reader loads anyway.
    let stripes = StripeSelector()
}
