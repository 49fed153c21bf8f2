/// The once-only logic of a value built on first use: who builds it, and who waits for it.
///
/// A value with no lock and no thread, like ``CompletionStateMachine``: ``LazyInteractor`` runs it under a
/// lock and performs what it returns after unlocking, so the factory and the waiters never run under the
/// lock. Generic over the value and the waiters, so that tests can drive it with plain values.
@usableFromInline
struct LazyBuildStateMachine<Value, Waiter> {
    @usableFromInline
    enum Phase {
        /// Nobody asked yet; the factory has not run.
        case notBuilt(@Sendable () -> Value)
        /// The first caller is running the factory; later callers wait, in the order they came.
        case building([Waiter])
        /// Built; the factory is released.
        case built(Value)
    }

    /// What a caller that asks for the value does.
    @usableFromInline
    enum Access {
        /// Use the value.
        case use(Value)
        /// Run the factory, then ``built(_:)`` with what it made: this caller is the first.
        case build(@Sendable () -> Value)
        /// Another caller is building it: ``wait(_:)`` for it.
        case wait
    }

    @usableFromInline
    private(set) var phase: Phase

    @inlinable
    init(_ factory: @escaping @Sendable () -> Value) {
        phase = .notBuilt(factory)
    }

    /// A caller asks for the value.
    @inlinable
    mutating func access() -> Access {
        switch phase {
        case .notBuilt(let factory):
            phase = .building([])
            return .build(factory)
        case .building:
            return .wait
        case .built(let value):
            return .use(value)
        }
    }

    /// A caller that was told to wait leaves `waiter`; returns the value instead when it is built already.
    ///
    /// Only a caller that ``access()`` told to wait calls it, and the value is being built or is built by
    /// then: the phase never goes back to ``Phase/notBuilt(_:)``.
    @inlinable
    mutating func wait(_ waiter: Waiter) -> Value? {
        switch phase {
        case .building(var waiters):
            waiters.append(waiter)
            phase = .building(waiters)
            return nil
        case .built(let value):
            return value
        case .notBuilt:
            preconditionFailure("LazyBuildStateMachine.wait(_:) called before access(): nobody would build the value.")
        }
    }

    /// The factory made `value`: returns the waiters to hand it to, in the order they came.
    @inlinable
    mutating func built(_ value: Value) -> [Waiter] {
        guard case .building(let waiters) = phase else {
            preconditionFailure(
                "LazyBuildStateMachine.built(_:) called by a caller that access() did not tell to build.")
        }
        phase = .built(value)
        return waiters
    }
}

extension LazyBuildStateMachine: Sendable where Value: Sendable, Waiter: Sendable {}
extension LazyBuildStateMachine.Phase: Sendable where Value: Sendable, Waiter: Sendable {}
