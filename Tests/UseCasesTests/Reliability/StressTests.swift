import Foundation
import TestSupport
import Testing
import UseCases

/// A million executions from many tasks at once, every kind of interactor and caller mixed, streams among
/// them, some behind middleware (a timeout and a pass-through closure), some cancelled: each one must end
/// exactly once, a stream's consumer must receive each element once and in order before the end, and a
/// main-actor caller's callbacks must run on the main actor.
///
/// The default is 1,000,000 executions; under ThreadSanitizer or AddressSanitizer, which slow every
/// execution tenfold or more, it is 50,000 (a stream's several tasks cost the most there, and a longer run
/// keeps the test pool from the tests beside it for more than their waits allow). Set
/// `USECASES_STRESS_COUNT` to choose the count and
/// `USECASES_STRESS_SEED` to replay a run: the seed is printed with every failure.
@Suite struct StressTests {
    @Test func everyExecutionEndsExactlyOnceUnderLoad() async {
        let count = TestEnvironment.integer(
            "USECASES_STRESS_COUNT",
            default: TestEnvironment.isSanitized ? 50_000 : 1_000_000
        )
        let seed = UInt64(TestEnvironment.integer("USECASES_STRESS_SEED", default: Int.random(in: 0..<Int.max)))
        let workers = 8
        let fixture = StressFixture()

        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<workers {
                let share = count / workers + (worker < count % workers ? 1 : 0)
                // Low priority, inherited by every task a worker starts: the load runs for seconds on the
                // test runner's few threads, and must not hold back the tests that run beside it (a spy's
                // waiting test once timed out behind it in CI).
                group.addTask(priority: .low) {
                    var generator = SeededGenerator(seed: seed &+ UInt64(worker))
                    await fixture.run(share, using: &generator)
                }
            }
        }
        // Late duplicates would arrive after their batch was counted: give them a moment to show.
        try? await Task.sleep(nanoseconds: 200_000_000)

        let tally = fixture.tally.snapshot
        let context = "seed \(seed) (replay with USECASES_STRESS_SEED=\(seed)), \(count) executions"
        #expect(tally.started == count, "\(context)")
        #expect(tally.lost == 0, "\(tally.lost) executions never ended; \(context)")
        #expect(tally.twice == 0, "\(tally.twice) executions ended twice; \(context)")
        #expect(tally.unexpected.isEmpty, "unexpected outcomes \(tally.unexpected.prefix(5)); \(context)")
        #expect(tally.cancelled > 0 || count < 1_000, "no execution was cancelled; \(context)")
    }
}

// MARK: - Fixture

/// The interactors, the way each execution is made, and the tally of outcomes.
private final class StressFixture: Sendable {
    let executor = InteractorExecutor(diagnostics: { _ in })
    let tally = StressTally()
    private let batchSize = 64

    init() {
        executor.register(StressSyncInteractor())
        executor.register(StressLateInteractor())
        executor.register(StressAsyncInteractor())
        executor.register(StressFailingInteractor())
        executor.register(StressPipedLateInteractor())
        executor.register(StressPipedAsyncInteractor())
        executor.register(StressStreamInteractor())
        // Never reached: the timeout's race and its tasks run for every piped execution all the same.
        executor.use(
            TimeoutMiddleware(after: .seconds(600)), for: .requests(conformingTo: (any StressPiped.Type).self))
        // Never reached either: a stream's sends are watched, and its timer runs, all the same.
        executor.use(
            TimeoutMiddleware(after: .seconds(600), firstElement: .seconds(600), betweenElements: .seconds(600)),
            for: .requests(ofType: StressStreamInteractor.Request.self))
        executor.use(for: StressPipedAsyncInteractor.Request.self, name: "pass-through") { request, next in
            try await next(request)
        }
    }

    /// Runs `count` executions in batches, waiting for each batch's outcomes before the next.
    func run(_ count: Int, using generator: inout SeededGenerator) async {
        var remaining = count
        while remaining > 0 {
            let size = min(batchSize, remaining)
            remaining -= size
            let batch = StressBatch(expected: size, tally: tally)
            var cancellable: [Task<Void, Never>] = []
            for _ in 0..<size {
                let value = Int(truncatingIfNeeded: generator.next() & 0xFFFF)
                let kind = StressKind.allCases[Int(generator.next() % UInt64(StressKind.allCases.count))]
                let caller = generator.next() % 8
                let awaiting = caller < 4
                let cancel = awaiting && generator.next() % 4 == 0
                let probe = StressProbe(kind: kind, value: value, mayBeCancelled: cancel, batch: batch)
                tally.started()
                if awaiting {
                    let task = Task { probe.record(await self.awaitOutcome(kind, value)) }
                    if cancel { cancellable.append(task) }
                } else if caller < 7 {
                    execute(kind, value) { probe.record($0) }
                } else {
                    await MainActor.run { self.executeOnMainActor(kind, value) { probe.record($0) } }
                }
            }
            for task in cancellable {
                if generator.next() % 2 == 0 { await Task.yield() }
                task.cancel()
            }
            await batch.waitUntilDone(within: 30)
        }
    }

    private func awaitOutcome(_ kind: StressKind, _ value: Int) async -> Result<Int, InteractorError> {
        do throws(InteractorError) {
            switch kind {
            case .sync: return .success(try await executor.execute(StressSyncInteractor.Request(value: value)))
            case .late: return .success(try await executor.execute(StressLateInteractor.Request(value: value)))
            case .async: return .success(try await executor.execute(StressAsyncInteractor.Request(value: value)))
            case .failing: return .success(try await executor.execute(StressFailingInteractor.Request(value: value)))
            case .pipedLate:
                return .success(try await executor.execute(StressPipedLateInteractor.Request(value: value)))
            case .pipedAsync:
                return .success(try await executor.execute(StressPipedAsyncInteractor.Request(value: value)))
            case .stream:
                let elements = Recorder<Int>()
                let response = try await executor.stream(StressStreamInteractor.Request(value: value)) {
                    elements.append($0)
                }
                return StressStreamInteractor.check(elements.values, value: value) ?? .success(response)
            }
        } catch {
            return .failure(error)
        }
    }

    /// Iterates a stream from no actor, and records how it ended.
    private func iterateStream(_ value: Int, _ record: @escaping @Sendable (Result<Int, InteractorError>) -> Void) {
        let stream = executor.stream(StressStreamInteractor.Request(value: value))
        Task {
            var elements: [Int] = []
            do throws(InteractorError) {
                for try await element in stream {
                    elements.append(element)
                }
                guard let response = stream.response else {
                    return record(.failure(InteractorError(message: "ended without its response")))
                }
                record(StressStreamInteractor.check(elements, value: value) ?? .success(response))
            } catch {
                record(.failure(error))
            }
        }
    }

    /// Executes with `Sendable` closures from no actor: they may run on any thread.
    private func execute(
        _ kind: StressKind,
        _ value: Int,
        _ record: @escaping @Sendable (Result<Int, InteractorError>) -> Void
    ) {
        let onComplete: @Sendable (Int) -> Void = { record(.success($0)) }
        let onError: @Sendable (InteractorError) -> Void = { record(.failure($0)) }
        switch kind {
        case .sync:
            executor.executeDetached(
                StressSyncInteractor.Request(value: value), onComplete: onComplete, onError: onError)
        case .late:
            executor.executeDetached(
                StressLateInteractor.Request(value: value), onComplete: onComplete, onError: onError)
        case .async:
            executor.executeDetached(
                StressAsyncInteractor.Request(value: value), onComplete: onComplete, onError: onError)
        case .failing:
            executor.executeDetached(
                StressFailingInteractor.Request(value: value),
                onComplete: onComplete,
                onError: onError
            )
        case .pipedLate:
            executor.executeDetached(
                StressPipedLateInteractor.Request(value: value), onComplete: onComplete, onError: onError)
        case .pipedAsync:
            executor.executeDetached(
                StressPipedAsyncInteractor.Request(value: value), onComplete: onComplete, onError: onError)
        case .stream:
            iterateStream(value, record)
        }
    }

    /// Executes from the main actor, and checks that the closures run there.
    @MainActor
    private func executeOnMainActor(
        _ kind: StressKind,
        _ value: Int,
        _ record: @escaping @Sendable (Result<Int, InteractorError>) -> Void
    ) {
        let onComplete: (Int) -> Void = {
            MainActor.preconditionIsolated("onComplete must run on the caller's actor")
            record(.success($0))
        }
        let onError: (InteractorError) -> Void = {
            MainActor.preconditionIsolated("onError must run on the caller's actor")
            record(.failure($0))
        }
        switch kind {
        case .sync:
            executor.execute(StressSyncInteractor.Request(value: value), onComplete: onComplete, onError: onError)
        case .late:
            executor.execute(StressLateInteractor.Request(value: value), onComplete: onComplete, onError: onError)
        case .async:
            executor.execute(StressAsyncInteractor.Request(value: value), onComplete: onComplete, onError: onError)
        case .failing:
            executor.execute(StressFailingInteractor.Request(value: value), onComplete: onComplete, onError: onError)
        case .pipedLate:
            executor.execute(StressPipedLateInteractor.Request(value: value), onComplete: onComplete, onError: onError)
        case .pipedAsync:
            executor.execute(StressPipedAsyncInteractor.Request(value: value), onComplete: onComplete, onError: onError)
        case .stream:
            var elements: [Int] = []
            executor.execute(StressStreamInteractor.Request(value: value)) { element in
                MainActor.preconditionIsolated("onElement must run on the caller's actor")
                elements.append(element)
            } onComplete: { response in
                MainActor.preconditionIsolated("onComplete must run on the caller's actor")
                record(StressStreamInteractor.check(elements, value: value) ?? .success(response))
            } onError: { error in
                onError(error)
            }
        }
    }
}

private enum StressKind: CaseIterable {
    case sync, late, async, failing, pipedLate, pipedAsync, stream
}

/// Counts the outcomes of one execution and checks each against what its interactor does.
private final class StressProbe: Sendable {
    let kind: StressKind
    let value: Int
    let mayBeCancelled: Bool
    let batch: StressBatch
    private let outcomes = Recorder<Int>()

    init(kind: StressKind, value: Int, mayBeCancelled: Bool, batch: StressBatch) {
        self.kind = kind
        self.value = value
        self.mayBeCancelled = mayBeCancelled
        self.batch = batch
    }

    func record(_ result: Result<Int, InteractorError>) {
        guard outcomes.appendCounting(0) == 1 else {
            batch.tally.endedTwice()
            return
        }
        if let problem = problem(with: result) {
            batch.tally.unexpected("\(kind) \(value): \(problem)")
        }
        if case .failure(let error) = result, error.code == .cancelled {
            batch.tally.wasCancelled()
        }
        batch.ended()
    }

    private func problem(with result: Result<Int, InteractorError>) -> String? {
        switch (kind, result) {
        case (_, .failure(let error)) where error.code == .cancelled:
            return mayBeCancelled ? nil : "cancelled without being cancelled"
        case (.failing, .failure(let error)):
            return error.code == .custom(value) ? nil : "wrong error \(error)"
        case (.failing, .success(let response)):
            return "succeeded with \(response)"
        case (_, .success(let response)):
            return response == value &+ 1 ? nil : "wrong response \(response)"
        case (_, .failure(let error)):
            return "failed with \(error)"
        }
    }
}

/// The outcomes of one batch, waited for without sleeping on the hot path.
private final class StressBatch: Sendable {
    let expected: Int
    let tally: StressTally
    private let endings = Recorder<Int>()

    init(expected: Int, tally: StressTally) {
        self.expected = expected
        self.tally = tally
    }

    func ended() {
        endings.append(0)
    }

    /// Waits until every execution of the batch has ended; counts the rest as lost at the deadline.
    func waitUntilDone(within seconds: TimeInterval) async {
        let end = Date().addingTimeInterval(seconds)
        var spins = 0
        while endings.count < expected && Date() < end {
            spins += 1
            if spins < 1_000 {
                await Task.yield()
            } else {
                try? await Task.sleep(nanoseconds: 100_000)
            }
        }
        let missing = expected - endings.count
        if missing > 0 { tally.lost(missing) }
    }
}

/// Totals over the whole run.
private final class StressTally: @unchecked Sendable {
    // @unchecked: every stored property is read and written only while `lock` is held.
    struct Snapshot {
        var started = 0
        var lost = 0
        var twice = 0
        var cancelled = 0
        var unexpected: [String] = []
    }

    private let lock = NSLock()
    private var totals = Snapshot()

    var snapshot: Snapshot { lock.withLock { totals } }

    func started() { lock.withLock { totals.started += 1 } }
    func lost(_ count: Int) { lock.withLock { totals.lost += count } }
    func endedTwice() { lock.withLock { totals.twice += 1 } }
    func wasCancelled() { lock.withLock { totals.cancelled += 1 } }
    func unexpected(_ description: String) { lock.withLock { totals.unexpected.append(description) } }
}

// MARK: - Interactors

private struct StressSyncInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = Int
        var value: Int
    }

    func execute(_ request: Request, completion: consuming Completion<Int>) {
        completion.complete(with: request.value &+ 1)
    }
}

/// Completes later from another task, after yielding a random number of times.
private struct StressLateInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = Int
        var value: Int
    }

    func execute(_ request: Request, completion: consuming Completion<Int>) {
        let pending = completion.detach()
        Task.detached {
            for _ in 0..<(request.value % 4) { await Task.yield() }
            pending.complete(with: request.value &+ 1)
        }
    }
}

private struct StressAsyncInteractor: AsyncInteractor {
    struct Request: InteractorRequest {
        typealias Response = Int
        var value: Int
    }

    func execute(_ request: Request) async throws -> Int {
        if request.value % 2 == 0 { await Task.yield() }
        return request.value &+ 1
    }
}

private struct StressFailingInteractor: AsyncInteractor {
    struct Request: InteractorRequest {
        typealias Response = Int
        var value: Int
    }

    func execute(_ request: Request) async throws -> Int {
        throw InteractorError(message: "failing on purpose", code: .custom(request.value))
    }
}

/// The requests that run behind the stress test's middleware.
private protocol StressPiped: InteractorRequest {}

/// Completes later from another task, behind the timeout middleware.
private struct StressPipedLateInteractor: Interactor {
    struct Request: StressPiped {
        typealias Response = Int
        var value: Int
    }

    func execute(_ request: Request, completion: consuming Completion<Int>) {
        let pending = completion.detach()
        Task.detached {
            if request.value % 2 == 0 { await Task.yield() }
            pending.complete(with: request.value &+ 1)
        }
    }
}

/// Answers as an async function, behind the timeout and a pass-through closure.
private struct StressPipedAsyncInteractor: AsyncInteractor {
    struct Request: StressPiped {
        typealias Response = Int
        var value: Int
    }

    func execute(_ request: Request) async throws -> Int {
        if request.value % 2 == 0 { await Task.yield() }
        return request.value &+ 1
    }
}

/// Sends `value % 5` elements, 0 up, through a buffer of two, yielding now and then, and answers `value + 1`.
private struct StressStreamInteractor: StreamInteractor {
    struct Request: StreamRequest {
        typealias Element = Int
        typealias Response = Int
        static let bufferedElements = 2
        var value: Int
    }

    func execute(_ request: Request, elements: ElementSender<Int>) async throws -> Int {
        for element in 0..<(request.value % 5) {
            try await elements.send(element)
            if (request.value + element) % 3 == 0 { await Task.yield() }
        }
        return request.value &+ 1
    }

    /// A failure saying what was wrong with the elements a consumer received, or `nil` when they are each
    /// element once, in order.
    static func check(_ received: [Int], value: Int) -> Result<Int, InteractorError>? {
        received == Array(0..<(value % 5)) ? nil : .failure(InteractorError(message: "received \(received)"))
    }
}
