import UseCases

/// The event the event benchmarks publish.
public struct TickEvent: InteractorEvent {
    /// The tick's number.
    public let value: Int

    /// Creates the tick numbered `value`.
    public init(value: Int) {
        self.value = value
    }
}

/// Takes a value and does nothing with it, out of line, so that a listener's work cannot be optimized away
/// and costs the same in both loops that call it.
@inline(never)
public func consume(_ value: Int) {
    _ = value
}

/// A listener registered at start-up that only consumes each tick.
public struct TickListener: EventListener {
    /// Creates the listener.
    public init() {}

    /// Consumes the tick.
    public func handle(_ event: TickEvent) async throws {
        consume(event.value)
    }
}

/// A listener as a hand-written list of listeners holds one: a closure.
public typealias TickClosure = @Sendable (TickEvent) async throws -> Void

/// An executor with `count` ``TickListener``s.
public func makeEventExecutor(listeners count: Int) -> InteractorExecutor {
    let executor = InteractorExecutor()
    for _ in 0..<count {
        executor.listen(TickListener())
    }
    return executor
}

/// `count` closures that do what a ``TickListener`` does: the hand-written loop's listeners.
public func makeTickClosures(_ count: Int) -> [TickClosure] {
    Array(repeating: { event in consume(event.value) }, count: count)
}

extension Loops {
    /// Publishes `count` ticks, awaiting every listener each time; returns how many deliveries there were.
    public static func publishTicks(_ count: Int, on executor: InteractorExecutor) async -> Int {
        var delivered = 0
        for value in 0..<count {
            delivered &+= (try? await executor.publish(TickEvent(value: value))) ?? 0
        }
        return delivered
    }

    /// The baseline: what an app writes by hand, a loop over a list of closures that runs every one and
    /// keeps the errors; returns how many calls there were.
    public static func callTickClosures(_ count: Int, _ closures: [TickClosure]) async -> Int {
        var delivered = 0
        for value in 0..<count {
            let event = TickEvent(value: value)
            var failures: [any Error] = []
            for closure in closures {
                do {
                    try await closure(event)
                } catch {
                    failures.append(error)
                }
                delivered &+= 1
            }
            if !failures.isEmpty {
                delivered &-= failures.count
            }
        }
        return delivered
    }
}
