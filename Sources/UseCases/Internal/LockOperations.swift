#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

#if canImport(Darwin)
    /// The platform lock that ``Locked`` and ``StripedLocked`` are built on: `os_unfair_lock` here.
    @usableFromInline
    package typealias LockPrimitive = os_unfair_lock
#else
    /// The platform lock that ``Locked`` and ``StripedLocked`` are built on: `pthread_mutex_t` here.
    @usableFromInline
    package typealias LockPrimitive = pthread_mutex_t
#endif

/// Creating, taking and destroying a ``LockPrimitive`` in place, at an address that never moves.
@usableFromInline
enum LockOperations {
    /// Makes the memory at `lock` an unlocked lock.
    @inlinable
    static func initialize(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if canImport(Darwin)
            lock.initialize(to: os_unfair_lock())
        #else
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
        #endif
    }

    /// Makes the memory at `lock` an unlocked lock that, where the platform offers it, spins a little before
    /// it puts a waiting thread to sleep.
    ///
    /// For a lock that many threads take for a few loads and stores at a time: a thread that finds it taken
    /// gets it back sooner than a trip through the kernel takes. Elsewhere it is the plain lock.
    static func initializeAdaptive(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if canImport(Glibc)
            lock.initialize(to: pthread_mutex_t())
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
            pthread_mutex_init(lock, &attributes)
            pthread_mutexattr_destroy(&attributes)
        #else
            initialize(lock)
        #endif
    }

    /// Ends the lock at `lock`, which must be unlocked.
    @usableFromInline
    static func destroy(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if !canImport(Darwin)
            pthread_mutex_destroy(lock)
        #endif
        lock.deinitialize(count: 1)
    }

    /// Waits for and takes the lock at `lock`.
    @inlinable
    static func lock(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if canImport(Darwin)
            os_unfair_lock_lock(lock)
        #else
            pthread_mutex_lock(lock)
        #endif
    }

    /// Releases the lock at `lock`, taken by this thread.
    @inlinable
    static func unlock(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if canImport(Darwin)
            os_unfair_lock_unlock(lock)
        #else
            pthread_mutex_unlock(lock)
        #endif
    }
}
