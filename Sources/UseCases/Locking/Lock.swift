#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

#if canImport(Darwin)
    /// The platform lock that ``Locked`` and `StripedLock` are built on: `os_unfair_lock` here.
    @usableFromInline
    package typealias LockPrimitive = os_unfair_lock
#else
    /// The platform lock that ``Locked`` and `StripedLock` are built on: `pthread_mutex_t` here.
    @usableFromInline
    package typealias LockPrimitive = pthread_mutex_t
#endif

/// Makes, takes and ends a ``LockPrimitive`` in place, at an address that never moves.
///
/// Every `pthread` call's result is checked: a lock that fails says so and stops the process instead of
/// letting two threads into the state it guards. In debug builds the mutexes check for errors, so taking a
/// lock twice on one thread stops with a message instead of hanging.
@usableFromInline
enum Lock {
    /// Makes the memory at `lock` an unlocked lock.
    @usableFromInline
    static func initialize(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        // Memory for one lock that its owner bound to `LockPrimitive` and never moves; initialized here once.
        #if canImport(Darwin)
            lock.initialize(to: os_unfair_lock())
        #else
            lock.initialize(to: pthread_mutex_t())
            var attributes = pthread_mutexattr_t()
            check(pthread_mutexattr_init(&attributes), "pthread_mutexattr_init")
            #if DEBUG
                check(
                    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK)),
                    "pthread_mutexattr_settype"
                )
            #endif
            check(pthread_mutex_init(lock, &attributes), "pthread_mutex_init")
            check(pthread_mutexattr_destroy(&attributes), "pthread_mutexattr_destroy")
        #endif
    }

    /// Ends the lock at `lock`, which must be unlocked.
    static func destroy(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        // A lock `initialize(_:)` made, ended once, by its owner's `deinit`, when no thread can reach it.
        #if !canImport(Darwin)
            check(pthread_mutex_destroy(lock), "pthread_mutex_destroy")
        #endif
        lock.deinitialize(count: 1)
    }

    /// Waits for and takes the lock at `lock`.
    @inlinable
    static func lock(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        // A lock between its `initialize(_:)` and `destroy(_:)`: its owner is alive while it is used.
        #if canImport(Darwin)
            os_unfair_lock_lock(lock)
        #else
            check(pthread_mutex_lock(lock), "pthread_mutex_lock")
        #endif
    }

    /// Releases the lock at `lock`, which this thread holds.
    @inlinable
    static func unlock(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        // A lock between its `initialize(_:)` and `destroy(_:)`: its owner is alive while it is used.
        #if canImport(Darwin)
            os_unfair_lock_unlock(lock)
        #else
            check(pthread_mutex_unlock(lock), "pthread_mutex_unlock")
        #endif
    }

    /// Stops the process when a `pthread` call returned an error code.
    @inlinable
    static func check(_ result: Int32, _ call: StaticString) {
        precondition(result == 0, "UseCases: \(call) failed with error \(result); the lock cannot be trusted.")
    }
}
