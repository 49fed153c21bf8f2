import Testing
import UseCaseSpy

@testable import UseCases

/// Middleware added for a streamed use case's request type runs around the whole stream: logging and metrics
/// time it and count its elements, a timeout limits it in all, and a retry runs only before the first element.
@Suite struct StreamMiddlewareTests {
    private static let busy = InteractorError(message: "busy", code: .custom(503))
    @Test func loggingTimesTheWholeStreamAndCountsItsElements() async throws {
        let executor = InteractorExecutor()
        executor.register(CountInteractor())
        let events = TestRecorder<ExecutionRecord>()
        executor.use(LoggingMiddleware { events.record($0) })

        _ = try await executor.stream(CountRequest(count: 3)) { _ in }

        let event = try #require(await events.next())
        #expect(event.outcome == .success)
        #expect(event.elements == 3)
        #expect("\(event)".hasSuffix(", 3 elements"))
    }
    @Test func metricsAddUpTheElementsOfEachStream() async throws {
        let executor = InteractorExecutor()
        executor.register(CountInteractor())
        let metrics = ExecutionMetrics()
        executor.use(MetricsMiddleware(metrics))

        _ = try await executor.stream(CountRequest(count: 3)) { _ in }
        _ = try await executor.stream(CountRequest(count: 2)) { _ in }

        let summary = metrics.summary(for: CountRequest.self, outcome: .success)
        #expect(summary.count == 2)
        #expect(summary.elements == 5)
    }
    @Test func aTimeoutLimitsTheWholeStreamAndCancelsItsUseCase() async {
        let clock = TestClock()
        let diagnostics = TestRecorder<InteractorDiagnostic.Kind>()
        let executor = InteractorExecutor { diagnostics.record($0.kind) }
        let ended = TestRecorder<String>()
        executor.register(EndlessInteractor(ended: ended))
        executor.use(TimeoutMiddleware(after: .seconds(5), clock: clock))

        let consumer = Task {
            do {
                for try await _ in executor.stream(EndlessRequest()) {}
                return "ended without an error"
            } catch {
                return (error as? InteractorError)?.code.description ?? "\(error)"
            }
        }
        #expect(await clock.nextSleep() == .seconds(5))
        clock.advance(by: .seconds(5))

        #expect(await consumer.value == InteractorError.Code.timedOut.description)
        #expect(await ended.next()?.hasSuffix("cancelled: true") == true)
        #expect(diagnostics.values.isEmpty, "a use case the timeout cancelled sent nothing after the end")
    }
    @Test func aTimeoutLimitsTheTimeToTheFirstElement() async {
        let clock = TestClock()
        let executor = InteractorExecutor()
        executor.register(PausingInteractor(sent: TestRecorder()))
        executor.use(TimeoutMiddleware(after: .seconds(60), firstElement: .seconds(2), clock: clock))

        let consumer = Task { await outcome { try await executor.stream(PausingRequest(count: 0)) { _ in } } }
        #expect(await clock.nextSleep() == .seconds(2))
        clock.advance(by: .seconds(2))

        let error = await consumer.value.failure
        #expect(error?.code == .timedOut)
        #expect(error?.message.contains("for the first element") == true, "\(error?.message ?? "-")")
    }
    @Test func aTimeoutLimitsTheTimeBetweenElementsFromTheEndOfTheLastSend() async {
        let clock = TestClock()
        let executor = InteractorExecutor()
        let sent = TestRecorder<Int>()
        executor.register(PausingInteractor(sent: sent))
        executor.use(TimeoutMiddleware(after: .seconds(60), betweenElements: .seconds(5), clock: clock))
        let received = TestRecorder<Int>()

        let consumer = Task {
            await outcome { try await executor.stream(PausingRequest(count: 1)) { received.record($0) } }
        }
        #expect(await sent.next() == 1)  // The send returned at second 0.
        #expect(await clock.nextSleep() == .seconds(5))
        clock.advance(by: .seconds(5))

        let error = await consumer.value.failure
        #expect(error?.code == .timedOut)
        #expect(error?.message.contains("time limit between elements") == true, "\(error?.message ?? "-")")
        #expect(received.values == [1])
    }
    @Test func aRequestNamesItsOwnElementLimits() async {
        let clock = TestClock()
        let executor = InteractorExecutor()
        executor.register(PausingInteractor(sent: TestRecorder()))
        executor.use(TimeoutMiddleware(after: .seconds(60), firstElement: .seconds(2), clock: clock))

        let consumer = Task {
            await outcome {
                try await executor.stream(PausingRequest(count: 0, firstElementTimeLimit: .seconds(7))) { _ in }
            }
        }
        #expect(await clock.nextSleep() == .seconds(7))
        clock.advance(by: .seconds(7))

        #expect(await consumer.value.failure?.code == .timedOut)
    }
    @Test func aStreamWithinItsElementLimitsKeepsItsOutcome() async throws {
        let clock = TestClock()
        let executor = InteractorExecutor()
        executor.register(CountInteractor())
        executor.use(
            TimeoutMiddleware(
                after: .seconds(60), firstElement: .seconds(1), betweenElements: .seconds(1), clock: clock))
        var received: [Int] = []

        let response = try await executor.stream(CountRequest(count: 5)) { received.append($0) }

        #expect(response == "counted 5")
        #expect(received == [1, 2, 3, 4, 5])
    }
    @Test @MainActor func theClosuresTaskEndsOnceTheUseCaseATimeoutLeftRunningHasEnded() async {
        let executor = InteractorExecutor()
        let (gate, open) = AsyncStream<Void>.makeStream()
        let events = TestRecorder<String>()
        executor.register(StubbornEndInteractor(gate: gate, ended: events))
        executor.use(TimeoutMiddleware(after: .seconds(60), clock: TestClock()))

        let task = executor.execute(StubbornEndRequest()) { _ in
            events.record("element")
        } onComplete: {
            events.record("complete")
        } onError: {
            events.record("\($0.code)")
        }
        #expect(await events.next() == "element")
        task.cancel()
        #expect(await events.next() == "\(InteractorError.Code.cancelled)", "told at once")
        let waiting = Task {
            await task.value
            events.record("task ended")
        }
        for _ in 0..<50 {
            await Task.yield()  // Time for the task to end, were it not waiting for the use case.
        }
        open.finish()
        await waiting.value

        #expect(events.values.suffix(2) == ["use case ended", "task ended"], "the timeout's work task was awaited")
    }

    @Test func aWatchedSenderTellsWhenEachSendBeginsAndReturns() async throws {
        let steps = TestRecorder<String>()
        let (gate, open) = AsyncStream<Void>.makeStream()
        let blocking = ElementSender<Int> { element in
            steps.record("inside \(element)")
            for await _ in gate {}
        }
        let watched = blocking.watched { send in
            if case .began = send { steps.record("began") } else { steps.record("ended") }
        }

        let sending = Task { try await watched.send(1) }
        #expect(await steps.next() == "began")
        #expect(await steps.next() == "inside 1")
        #expect(steps.values.count == 2, "not returned while the send waits")
        open.finish()
        try await sending.value
        #expect(await steps.next() == "ended")
    }
    @Test func aRetryRunsAStreamAgainOnlyBeforeItsFirstElement() async throws {
        let executor = InteractorExecutor()
        let attempts = TestRecorder<Int>()
        executor.register(FlakyStreamInteractor(attempts: attempts, failures: 1, elementsBeforeFailing: 0))
        let policy = RetryPolicy(maxAttempts: 3, backoff: .exponential(initial: .zero)) { $0.code == .custom(503) }
        executor.use(RetryMiddleware(policy))

        var received: [Int] = []
        let response = try await executor.stream(FlakyStreamRequest()) { received.append($0) }

        #expect(response == "answered on attempt 2")
        #expect(received == [1, 2])
        #expect(attempts.values == [1, 2])
    }
    @Test func aStreamThatFailsAfterAnElementIsNotRetried() async {
        let executor = InteractorExecutor()
        let attempts = TestRecorder<Int>()
        executor.register(FlakyStreamInteractor(attempts: attempts, failures: 1, elementsBeforeFailing: 1))
        let policy = RetryPolicy(maxAttempts: 3, backoff: .exponential(initial: .zero)) { $0.code == .custom(503) }
        executor.use(RetryMiddleware(policy))
        var received: [Int] = []

        await #expect(throws: InteractorError.self) {
            _ = try await executor.stream(FlakyStreamRequest()) { received.append($0) }
        }
        #expect(received == [1])
        #expect(attempts.values == [1])
    }

    @Test func aMiddlewareThatRunsTheRestOfThePipelineInATaskKeepsTheElements() async throws {
        let diagnostics = TestRecorder<InteractorDiagnostic.Kind>()
        let executor = InteractorExecutor { diagnostics.record($0.kind) }
        executor.register(CountInteractor())
        executor.use(for: CountRequest.self, name: "in a task") { request, next in
            try await Task { try await next(request) }.value
        }
        var received: [Int] = []

        _ = try await executor.stream(CountRequest(count: 3)) { received.append($0) }

        #expect(received == [1, 2, 3])
        #expect(diagnostics.values.isEmpty)
    }
}

/// Fails its first `failures` attempts with a transient error, after sending `elementsBeforeFailing`
/// elements, then sends two and answers.
struct FlakyStreamRequest: StreamRequest {
    typealias Element = Int
    typealias Response = String
}

final class FlakyStreamInteractor: StreamInteractor {
    let attempts: TestRecorder<Int>
    let failures: Int
    let elementsBeforeFailing: Int

    init(attempts: TestRecorder<Int>, failures: Int, elementsBeforeFailing: Int) {
        self.attempts = attempts
        self.failures = failures
        self.elementsBeforeFailing = elementsBeforeFailing
    }

    func execute(_ request: FlakyStreamRequest, elements: ElementSender<Int>) async throws -> String {
        let attempt = attempts.values.count + 1
        attempts.record(attempt)
        if attempt <= failures {
            for number in 0..<elementsBeforeFailing {
                try await elements.send(number + 1)
            }
            throw InteractorError(message: "busy", code: .custom(503))
        }
        try await elements.send(1)
        try await elements.send(2)
        return "answered on attempt \(attempt)"
    }
}
