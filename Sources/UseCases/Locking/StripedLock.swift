#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A lock for state that many threads read at once and few write: a reader takes the lock of its own
/// stripe, a writer takes every stripe's.
///
/// With a single lock, threads executing at the same time take turns on it and all write its memory. Here
/// each thread gets a stripe the first time it reads, in turn, so threads reading at once take
/// different locks, 128 bytes apart so that they do not share a cache line either. A writer takes the locks
/// in stripe order, so two writers cannot deadlock. Never run user code inside: take what you need, unlock,
/// then call out.
final class StripedLock: @unchecked Sendable {
    // @unchecked: it holds only platform locks, made in init and ended in deinit, at addresses that never move.

    /// How many stripes threads are spread over; beyond that, threads share stripes in turn.
    private static let stripeCount = 16
    /// Locks' worth of memory from one stripe's lock to the next: at least 128 bytes.
    private static let locksPerStripe =
        (128 + MemoryLayout<LockPrimitive>.stride - 1) / MemoryLayout<LockPrimitive>.stride

    /// The stripes' locks, `locksPerStripe` apart; the memory between them is not used.
    private let locks: UnsafeMutablePointer<LockPrimitive>  // Allocated in init, freed in deinit.
    /// Where each thread keeps its number: a copy of the process-wide key, read beside `locks` rather than
    /// through a global, whose every read checks that it is initialized.
    private let threadNumberKey = StripedLock.processThreadNumberKey

    init() {
        let count = Self.stripeCount * Self.locksPerStripe
        // Fresh memory for `count` locks, bound to their type once; `deinit` frees it.
        let memory = UnsafeMutableRawPointer.allocate(
            byteCount: count * MemoryLayout<LockPrimitive>.stride, alignment: 128)
        locks = memory.bindMemory(to: LockPrimitive.self, capacity: count)
        for stripe in 0..<Self.stripeCount {
            Lock.initialize(lock(ofStripe: stripe))
        }
    }

    deinit {
        for stripe in 0..<Self.stripeCount {
            Lock.destroy(lock(ofStripe: stripe))
        }
        locks.deallocate()
    }

    private func lock(ofStripe stripe: Int) -> UnsafeMutablePointer<LockPrimitive> {
        // Within the allocation: `stripe` is below `stripeCount`, each stripe `locksPerStripe` locks long.
        locks + stripe * Self.locksPerStripe
    }

    /// Runs `body` under the calling thread's stripe's lock; other threads may read at the same time.
    func withReadLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        let lock = lock(ofStripe: threadNumber & (Self.stripeCount - 1))
        Lock.lock(lock)
        defer { Lock.unlock(lock) }
        return try body()
    }

    /// Runs `body` under every stripe's lock, so that no reader or other writer runs at the same time.
    func withWriteLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        for stripe in 0..<Self.stripeCount {
            Lock.lock(lock(ofStripe: stripe))
        }
        defer {
            for stripe in (0..<Self.stripeCount).reversed() {
                Lock.unlock(lock(ofStripe: stripe))
            }
        }
        return try body()
    }
}

// MARK: - Which stripe a thread takes

extension StripedLock {
    /// Where each thread keeps its number, plus one (a thread that has none yet reads `nil`).
    private static let processThreadNumberKey: pthread_key_t = {
        var key = pthread_key_t()
        Lock.check(pthread_key_create(&key, nil), "pthread_key_create")
        return key
    }()

    /// The next number to hand out.
    private static let nextThreadNumber = Locked(0)

    /// A number for the calling thread, handed out in turn the first time the thread asks for it.
    ///
    /// Threads started one after the other get consecutive numbers, so threads reading at once fall on
    /// different stripes unless more than `stripeCount` of them read at the same time.
    private var threadNumber: Int {
        if let stored = pthread_getspecific(threadNumberKey) {
            return Int(bitPattern: stored) &- 1
        }
        let number = Self.nextThreadNumber.withLock { next in
            defer { next &+= 1 }
            return next
        }
        // The number stored as a pointer's bits, never dereferenced; `threadNumber` reads it back as an integer.
        Lock.check(
            pthread_setspecific(threadNumberKey, UnsafeRawPointer(bitPattern: number &+ 1)), "pthread_setspecific")
        return number
    }
}
