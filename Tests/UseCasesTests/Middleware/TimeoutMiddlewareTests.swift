import TestSupport
import Testing
import UseCaseSpy
import UseCases

/// The timeout middleware: slow interactors of both kinds, per-request limits, cancellation, and middleware
/// that never answers, all paced by a `TestClock`.
@Suite struct TimeoutMiddlewareTests {
    @Test func aSlowCallbackInteractorTimesOutOnceAndSeesCancellation() async {
        let clock = TestClock()
        let executor = InteractorExecutor()
        let held = Recorder<DetachedCompletion<Int>>()
        executor.register(HoldingInteractor(held: held))
        executor.use(TimeoutMiddleware(after: .seconds(5), clock: clock))

        let result = Task { await outcome { try await executor.execute(HoldingInteractor.Request()) } }
        #expect(await clock.nextSleep() == .seconds(5))
        #expect(await eventually { held.count == 1 })
        #expect(held.values.first?.isCancelled == false)
        clock.advance(by: .seconds(5))

        #expect(await result.value.failure?.code == .timedOut)
        #expect(await eventually { held.values.first?.isCancelled == true })
        held.values.first?.complete(with: 1)  // Too late: dropped, not delivered a second time.
    }
    @Test func aSlowAsyncInteractorTimesOutAndSeesCancellation() async {
        let clock = TestClock()
        let executor = InteractorExecutor()
        let sawCancellation = Recorder<Bool>()
        executor.register(WaitForCancellationInteractor(sawCancellation: sawCancellation))
        executor.use(TimeoutMiddleware(after: .seconds(5), clock: clock))

        let result = Task { await outcome { try await executor.execute(WaitForCancellationInteractor.Request()) } }
        await clock.nextSleep()
        clock.advance(by: .seconds(4))
        #expect(sawCancellation.values.isEmpty)
        clock.advance(by: .seconds(1))

        let error = await result.value.failure
        #expect(error?.code == .timedOut)
        #expect(error?.message.contains("5.0 seconds") == true)
        #expect(await eventually { sawCancellation.values == [true] })
    }
    @Test func aRequestCanNameItsOwnTimeLimit() async {
        let clock = TestClock()
        let executor = InteractorExecutor()
        let held = Recorder<DetachedCompletion<Int>>()
        executor.register(HoldingInteractor(held: held))
        executor.use(TimeoutMiddleware(after: .seconds(5), clock: clock))

        let result = Task {
            await outcome { try await executor.execute(HoldingInteractor.Request(limit: .seconds(1))) }
        }
        #expect(await clock.nextSleep() == .seconds(1))
        clock.advance(by: .seconds(1))

        #expect(await result.value.failure?.code == .timedOut)
        #expect(await eventually { held.count == 1 })
        held.values.first?.complete(with: 1)
    }
    @Test func anExecutionThatEndsInTimeKeepsItsOutcome() async throws {
        let clock = RecordingClock()
        let executor = InteractorExecutor()
        executor.register(EchoInteractor())
        executor.use(TimeoutMiddleware(after: .seconds(5), clock: clock))

        #expect(try await executor.execute(EchoInteractor.Request(text: "in time")) == "in time")
        #expect(await eventually { clock.ends.values == ["cancelled"] }, "the timer was cancelled")
    }
    @Test func aMiddlewareThatNeverAnswersIsBoundedByTheTimeoutOutsideIt() async {
        let clock = TestClock()
        let executor = InteractorExecutor()
        let release = Release()
        executor.register(EchoInteractor())
        executor.use(TimeoutMiddleware(after: .seconds(5), clock: clock))
        executor.use(for: EchoInteractor.Request.self, name: "stuck") { request, next in
            await release.wait()  // Ignores cancellation: only the test lets it go.
            return try await next(request)
        }

        let result = Task { await outcome { try await executor.execute(EchoInteractor.Request(text: "")) } }
        await clock.nextSleep()
        clock.advance(by: .seconds(5))

        #expect(await result.value.failure?.code == .timedOut)
        release.open()
    }
    @Test func aCallerCancelledBeforeTheLimitGetsCancelledAtOnceEvenFromStuckMiddleware() async {
        let clock = TestClock()
        let executor = InteractorExecutor()
        let release = Release()
        executor.register(EchoInteractor())
        executor.use(TimeoutMiddleware(after: .seconds(5), clock: clock))
        executor.use(for: EchoInteractor.Request.self, name: "stuck") { request, next in
            await release.wait()
            return try await next(request)
        }

        let result = Task { await outcome { try await executor.execute(EchoInteractor.Request(text: "")) } }
        await clock.nextSleep()
        result.cancel()

        #expect(await result.value.failure?.code == .cancelled)
        release.open()
    }
    @MainActor
    @Test func aClosureCallerGetsOneTimedOutErrorOnItsActor() async {
        let clock = TestClock()
        let executor = InteractorExecutor()
        let held = Recorder<DetachedCompletion<Int>>()
        executor.register(HoldingInteractor(held: held))
        executor.use(TimeoutMiddleware(after: .seconds(5), clock: clock))
        var errors: [InteractorError.Code] = []

        executor.execute(HoldingInteractor.Request()) { _ in
            Issue.record("no response was expected")
        } onError: { error in
            MainActor.preconditionIsolated()
            errors.append(error.code)
        }
        await clock.nextSleep()
        clock.advance(by: .seconds(5))

        #expect(await eventually { errors == [.timedOut] })
        #expect(await eventually { held.count == 1 })
        held.values.first?.complete(with: 1)
        #expect(await eventually { held.values.first?.isCancelled == true })
        #expect(errors == [.timedOut])
    }
    @Test func aTestCanSeeThatATimedOutExecutionWasLoggedWithoutSleeping() async {
        await TestExecutor.run { test in
            let clock = TestClock()
            let events = Recorder<ExecutionRecord>()
            test.executor.use(LoggingMiddleware(clock: clock) { events.append($0) })
            test.executor.use(TimeoutMiddleware(after: .seconds(5), clock: clock))
            let search = test.spy(for: EchoInteractor.Request.self)
            search.hold()

            let result = Task { await outcome { try await test.executor.execute(EchoInteractor.Request(text: "q")) } }
            await search.nextRequest()
            await clock.nextSleep()
            clock.advance(by: .seconds(5))

            #expect(await result.value.failure?.code == .timedOut)
            #expect(events.values.map(\.outcome) == [.failure(.timedOut)])
            #expect(events.values.first?.duration == .seconds(5))
            #expect(await eventually { search.heldRequests.count == 0 }, "the held execution was cancelled")
        }
    }
}

// MARK: - Fixtures

/// Runs `body` and returns what it returned or threw.
func outcome<Value>(_ body: () async throws -> Value) async -> Result<Value, InteractorError> {
    do {
        return .success(try await body())
    } catch let error as InteractorError {
        return .failure(error)
    } catch {
        Issue.record("the executor threw \(error), which is not an InteractorError")
        return .failure(InteractorError(message: "\(error)"))
    }
}

extension Result {
    /// The error, or `nil` for a success.
    var failure: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}

/// Holds every execution open, keeping its detached completion for the test.
struct HoldingInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = Int
        var limitInSeconds: Int64?
    }

    let held: Recorder<DetachedCompletion<Int>>

    func execute(_ request: Request, completion: consuming Completion<Int>) {
        held.append(completion.detach())
    }
}
extension HoldingInteractor.Request: TimeLimitedRequest {
    init(limit: Duration) {
        self.init(limitInSeconds: limit.components.seconds)
    }

    var timeLimit: Duration? {
        limitInSeconds.map { .seconds($0) }
    }
}

/// Waits until its task is cancelled, then records that it saw the cancellation.
struct WaitForCancellationInteractor: AsyncInteractor {
    struct Request: InteractorRequest {
        typealias Response = Int
    }

    let sawCancellation: Recorder<Bool>

    func execute(_ request: Request) async throws -> Int {
        let cancelled = Release()
        await withTaskCancellationHandler {
            await cancelled.wait()
        } onCancel: {
            cancelled.open()
        }
        sawCancellation.append(Task.isCancelled)
        throw CancellationError()
    }
}

/// Something code under test waits for, ignoring cancellation, until the test opens it.
final class Release: Sendable {
    private let waiters = Locked<(isOpen: Bool, continuations: [CheckedContinuation<Void, Never>])>((false, []))

    func wait() async {
        await withCheckedContinuation { continuation in
            let isOpen = waiters.withLock { state in
                if !state.isOpen { state.continuations.append(continuation) }
                return state.isOpen
            }
            if isOpen { continuation.resume() }
        }
    }

    func open() {
        let continuations = waiters.withLock { state in
            state.isOpen = true
            defer { state.continuations = [] }
            return state.continuations
        }
        continuations.forEach { $0.resume() }
    }
}
