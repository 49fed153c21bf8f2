import UseCases

/// The measured loops: each runs `IncrementRequest` (or its async twin) `count` times one way; the responses
/// go to ``Sink`` so nothing can be optimized away.
///
/// A baseline and the executor pass the same closure literal, `{ Sink.add($0) }`, so only the way of calling
/// differs. It captures nothing, like a closure that only calls a `static` or global function; a closure that
/// captures `self` adds the caller's own cost of an escaping closure context, the same with or without an
/// executor. `executeStoredClosure` shows what passing a closure *value* of type `@Sendable (Int) -> Void` costs.
public enum Loops {
    // MARK: - Synchronous callers

    /// Calls `Direct.increment` `count` times with a completion closure.
    public static func direct(_ count: Int) -> Int {
        for value in 0..<count {
            Direct.increment(IncrementRequest(value: value)) { Sink.add($0) }
        }
        return Sink.total
    }

    /// Executes `IncrementRequest` `count` times with an `onComplete` closure, from no actor: so through
    /// `executeDetached`, as nonisolated code must.
    public static func execute(_ count: Int, on executor: InteractorExecutor) -> Int {
        for value in 0..<count {
            executor.executeDetached(IncrementRequest(value: value)) { Sink.add($0) }
        }
        return Sink.total
    }

    /// Executes `IncrementRequest` `count` times with `onComplete` and `onError` closures.
    public static func executeWithOnError(_ count: Int, on executor: InteractorExecutor) -> Int {
        for value in 0..<count {
            executor.executeDetached(IncrementRequest(value: value)) {
                Sink.add($0)
            } onError: { _ in
                Sink.add(-1)
            }
        }
        return Sink.total
    }

    /// Executes `IncrementRequest` `count` times, passing one `(Int) -> Void` value as `onComplete`.
    public static func executeStoredClosure(_ count: Int, on executor: InteractorExecutor) -> Int {
        let onComplete: @Sendable (Int) -> Void = { Sink.add($0) }
        for value in 0..<count {
            executor.executeDetached(IncrementRequest(value: value), onComplete: onComplete)
        }
        return Sink.total
    }

    /// `direct(_:)` from the main actor.
    @MainActor
    public static func directOnMainActor(_ count: Int) -> Int {
        for value in 0..<count {
            Direct.increment(IncrementRequest(value: value)) { Sink.add($0) }
        }
        return Sink.total
    }

    /// `execute(_:on:)` from the main actor: the closures belong to the main actor.
    @MainActor
    public static func executeOnMainActor(_ count: Int, on executor: InteractorExecutor) -> Int {
        for value in 0..<count {
            executor.execute(IncrementRequest(value: value)) { Sink.add($0) }
        }
        return Sink.total
    }

    // MARK: - Awaiting callers

    /// Awaits `Direct.increment` `count` times.
    public static func directAwait(_ count: Int) async -> Int {
        var sum = 0
        for value in 0..<count {
            do {
                sum &+= try await Direct.increment(AsyncIncrementRequest(value: value))
            } catch {
                preconditionFailure("The baseline does not throw: \(error)")
            }
        }
        return sum
    }

    /// Awaits the executor `count` times for `AsyncIncrementInteractor`.
    public static func awaitAsyncInteractor(_ count: Int, on executor: InteractorExecutor) async -> Int {
        var sum = 0
        for value in 0..<count {
            do {
                sum &+= try await executor.execute(AsyncIncrementRequest(value: value))
            } catch {
                preconditionFailure("AsyncIncrementInteractor does not fail: \(error)")
            }
        }
        return sum
    }

    /// Awaits the executor `count` times for the callback `IncrementInteractor`.
    public static func awaitCallbackInteractor(_ count: Int, on executor: InteractorExecutor) async -> Int {
        var sum = 0
        for value in 0..<count {
            do {
                sum &+= try await executor.execute(IncrementRequest(value: value))
            } catch {
                preconditionFailure("IncrementInteractor does not fail: \(error)")
            }
        }
        return sum
    }

    // MARK: - Several threads at once

    /// Runs `loop` on `threads` threads of its own at once, each `count` times, and waits for all of them.
    ///
    /// Threads, not child tasks: inside the benchmark harness two child tasks took twice as long as one even
    /// for the direct call, so they did not run at the same time there.
    public static func onThreads(_ threads: Int, _ count: Int, _ loop: @escaping @Sendable (Int) -> Int) -> Int {
        let jobs = (0..<threads).map { _ in ThreadJob(count: count, loop: loop) }
        let started = jobs.map { $0.start() }
        for thread in started {
            ThreadJob.join(thread)
        }
        return jobs.reduce(0) { $0 &+ $1.result }
    }
}

/// Where the benchmarks' closures put responses: a call the optimizer cannot drop that writes to shared
/// memory only for a value no benchmark produces, so tasks running at once do not fight over a cache line.
public enum Sink {
    nonisolated(unsafe) private static var misses = 0

    /// How many impossible responses arrived: always 0.
    public static var total: Int { misses }

    /// Takes a response.
    @inline(never)
    public static func add(_ value: Int) {
        if value == .min {
            misses &+= 1
        }
    }
}
