#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A value and the lock that guards it.
///
/// The lock is `os_unfair_lock` on Apple platforms and `pthread_mutex_t` elsewhere, which keeps Foundation
/// and the `Synchronization` module (macOS 15 / iOS 18) out of the framework. Callers must never run user
/// code inside ``withLock(_:)``: take what you need out of the state, unlock, then call out.
/// `package` so that `UseCaseSpy` shares it instead of keeping a copy.
@usableFromInline
package final class Locked<State>: @unchecked Sendable where State: Sendable {
    // @unchecked: `state` is read and written only inside withLock(_:), under `primitive`; `State` is
    // Sendable, so nothing handed out of withLock(_:) can carry unsynchronized state across threads.
    #if canImport(Darwin)
        private let primitive: UnsafeMutablePointer<os_unfair_lock>
    #else
        private let primitive: UnsafeMutablePointer<pthread_mutex_t>
    #endif
    // Unchecked: every access is inside withLock(_:), so the lock already makes it exclusive.
    @exclusivity(unchecked) private var state: State

    @usableFromInline
    package init(_ state: State) {
        self.state = state
        primitive = .allocate(capacity: 1)
        #if canImport(Darwin)
            primitive.initialize(to: os_unfair_lock())
        #else
            primitive.initialize(to: pthread_mutex_t())
            pthread_mutex_init(primitive, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
            pthread_mutex_destroy(primitive)
        #endif
        primitive.deinitialize(count: 1)
        primitive.deallocate()
    }

    /// Runs `body` with the lock held and the state lent to it.
    @usableFromInline
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
            os_unfair_lock_lock(primitive)
            defer { os_unfair_lock_unlock(primitive) }
        #else
            pthread_mutex_lock(primitive)
            defer { pthread_mutex_unlock(primitive) }
        #endif
        return try body(&state)
    }
}
