/// A value and the lock that guards it, in one allocation.
///
/// The lock is a ``LockPrimitive``: `os_unfair_lock` on Apple platforms and `pthread_mutex_t` elsewhere, which keeps
/// Foundation and the `Synchronization` module (macOS 15 / iOS 18) out of the framework. It lives in the tail of the
/// buffer object (`ManagedBuffer`), so its address is stable and it costs no allocation of its own. Callers must never
/// run user code inside ``withLock(_:)``: take what you need out of the state, unlock, then call out. `package` so that
/// `UseCaseSpy` shares it instead of keeping a copy.
@usableFromInline
package struct Locked<State: Sendable>: @unchecked Sendable {
    // @unchecked: the state is read and written only inside withLock(_:), under the buffer's lock;
    // `State` is Sendable, so nothing handed out of withLock(_:) carries unsynchronized state.
    @usableFromInline
    let buffer: LockedBuffer<State>

    /// Creates the lock and the state it guards.
    @inlinable
    package init(_ state: State) {
        buffer = LockedBuffer.make(state)
    }

    /// Runs `body` with the lock held and the state lent to it.
    @inlinable
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try buffer.withLock(body)
    }
}

/// The storage of ``Locked``: the state as the header, the lock as the one element.
@usableFromInline
final class LockedBuffer<State>: ManagedBuffer<State, LockPrimitive> {
    @inlinable
    static func make(_ state: State) -> LockedBuffer<State> {
        // Sound: `create` makes an instance of the class it is called on, which is this one.
        let buffer = unsafeDowncast(create(minimumCapacity: 1) { _ in state }, to: LockedBuffer<State>.self)
        buffer.withUnsafeMutablePointerToElements { Lock.initialize($0) }
        return buffer
    }

    deinit {
        // The buffer's one element, the lock, is still alive in `deinit`, and the pointer is not kept.
        withUnsafeMutablePointerToElements { Lock.destroy($0) }
    }

    @inlinable
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        // The pointers are used inside the closure only, while `self` keeps the memory alive.
        try withUnsafeMutablePointers { state, primitive in
            Lock.lock(primitive)
            defer { Lock.unlock(primitive) }
            return try body(&state.pointee)
        }
    }
}
