import TestSupport
import Testing
import UseCaseSpy
import UseCases

/// The retry middleware, paced by a `TestClock`, and the logging and metrics middleware with durations from
/// one: executions driven by spies, with no sleeps.
@Suite struct RetryMiddlewareTests {
    private let busy = InteractorError(message: "busy", code: .custom(503))
    private func retry(_ clock: some Clock<Duration>, attempts: Int = 3) -> RetryMiddleware {
        let policy = RetryPolicy(maxAttempts: attempts, backoff: .exponential(initial: .seconds(1))) {
            $0.code == .custom(503)
        }
        return RetryMiddleware(policy, clock: clock)
    }
    @Test func retriesATransientErrorWithBackoffAndEachAttemptPassesTheMiddlewareInside() async {
        await TestExecutor.run { test in
            let clock = RecordingClock()
            let trail = Recorder<String>()
            test.executor.use(retry(clock))
            test.executor.use(TrailMiddleware(label: "inside", trail: trail))
            let load = test.spy(for: EchoInteractor.Request.self)
            load.enqueue(.failure(busy), .failure(busy), .response("loaded"))

            let result = Task { await outcome { try await test.executor.execute(EchoInteractor.Request(text: "")) } }
            #expect(await clock.base.nextSleep() == .seconds(1))
            clock.base.advance(by: .seconds(1))
            #expect(await clock.base.nextSleep() == .seconds(2))
            clock.base.advance(by: .seconds(2))

            #expect((try? await result.value.get()) == "loaded")
            #expect(load.requests.count == 3)
            #expect(trail.values.filter { $0 == "inside before" }.count == 3)
            #expect(clock.starts.values == [.seconds(1), .seconds(2)], "no sleep after the last attempt")
        }
    }
    @Test func givesUpAfterTheLastAttemptWithItsError() async {
        await TestExecutor.run { test in
            let clock = TestClock()
            test.executor.use(retry(clock, attempts: 2))
            let load = test.spy(for: EchoInteractor.Request.self)
            load.fail(with: busy)

            let result = Task { await outcome { try await test.executor.execute(EchoInteractor.Request(text: "")) } }
            await clock.nextSleep()
            clock.advance(by: .seconds(1))

            #expect(await result.value.failure?.code == .custom(503))
            #expect(load.requests.count == 2)
        }
    }
    @Test func doesNotRetryAnErrorThatIsNotTransient() async {
        await TestExecutor.run { test in
            test.executor.use(retry(TestClock()))
            let load = test.spy(for: EchoInteractor.Request.self)
            load.fail(with: InteractorError(message: "gone", code: .custom(404)))

            #expect(
                await outcome { try await test.executor.execute(EchoInteractor.Request(text: "")) }.failure?.code
                    == .custom(404))
            #expect(load.requests.count == 1)
        }
    }
    @Test func aCancelledCallerStopsTheRetriesDuringTheWait() async {
        await TestExecutor.run { test in
            let clock = TestClock()
            test.executor.use(retry(clock))
            let load = test.spy(for: EchoInteractor.Request.self)
            load.fail(with: busy)

            let result = Task { await outcome { try await test.executor.execute(EchoInteractor.Request(text: "")) } }
            await clock.nextSleep()
            result.cancel()

            #expect(await result.value.failure?.code == .cancelled)
            #expect(load.requests.count == 1)
        }
    }
}

@Suite struct LoggingAndMetricsMiddlewareTests {
    @Test func loggingGivesOneRecordPerExecutionWithItsOutcomeAndDuration() async {
        await TestExecutor.run { test in
            let clock = TestClock()
            let events = Recorder<ExecutionRecord>()
            test.executor.use(LoggingMiddleware(clock: clock) { events.append($0) })
            let echo = test.spy(for: EchoInteractor.Request.self)
            echo.respond { request in
                clock.advance(by: .milliseconds(250))
                return request.text
            }
            let failing = test.spy(for: CodeFailingInteractor.Request.self)
            failing.fail(with: InteractorError(message: "nope", code: .custom(9)))

            _ = await outcome { try await test.executor.execute(EchoInteractor.Request(text: "a")) }
            _ = await outcome { try await test.executor.execute(CodeFailingInteractor.Request(code: 9)) }

            #expect(echo.requests.count == 1)
            #expect(failing.requests.count == 1)
            let logged = events.values
            #expect(logged.map(\.outcome) == [.success, .failure(.custom(9))])
            #expect(logged.map(\.duration) == [.milliseconds(250), .zero])
            #expect(logged.first?.requestName == "TestSupport.EchoInteractor.Request")
            #expect(logged.first?.requestType == EchoInteractor.Request.self)
            #expect(logged.last?.error?.message == "nope")
            #expect(
                logged.last?.description
                    == "UseCasesTests.CodeFailingInteractor.Request: failure(custom(9)) in 0.0 seconds: nope")
        }
    }
    @Test func metricsCountAndTimeExecutionsPerRequestTypeAndOutcome() async {
        await TestExecutor.run { test in
            let clock = TestClock()
            let forwarded = Recorder<ExecutionOutcome>()
            let metrics = ExecutionMetrics { forwarded.append($0.outcome) }
            test.executor.use(MetricsMiddleware(metrics, clock: clock))
            let echo = test.spy(for: EchoInteractor.Request.self)
            echo.enqueue(
                .run { request in
                    clock.advance(by: .seconds(1))
                    return request.text
                },
                .run { request in
                    clock.advance(by: .seconds(3))
                    return request.text
                },
                .failure(InteractorError(message: "", code: .custom(1)))
            )

            for _ in 0..<3 {
                _ = await outcome { try await test.executor.execute(EchoInteractor.Request(text: "")) }
            }

            #expect(echo.requests.count == 3)
            let successes = metrics.summary(for: EchoInteractor.Request.self, outcome: .success)
            #expect(
                successes
                    == ExecutionMetrics.Summary(count: 2, totalDuration: .seconds(4), longestDuration: .seconds(3)))
            #expect(metrics.summary(for: EchoInteractor.Request.self, outcome: .failure(.custom(1))).count == 1)
            #expect(metrics.count(for: EchoInteractor.Request.self) == 3)
            #expect(metrics.count(for: AsyncEchoInteractor.Request.self) == 0)
            #expect(forwarded.values == [.success, .success, .failure(.custom(1))])
        }
    }
}
