import Testing
import UseCaseSpy
import UseCases

/// Point 5: waiting for executions without sleeping, with a time bound.
@Suite struct SpyWaitingTests {
    @Test func nextRequestWaitsForAnExecutionFromAnotherTask() async {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.respond(with: 0)
        executor.register(numbers)
        let caller = Task {
            try? await Task.sleep(nanoseconds: 20_000_000)
            _ = try? await executor.execute(NumberRequest(value: 7))
        }
        #expect(await numbers.nextRequest() == NumberRequest(value: 7))
        await caller.value
    }

    @Test(arguments: [Double.infinity, 1e300, Double(UInt64.max)])
    func nextRequestAcceptsATimeoutOfAnySize(timeout: Double) async {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.respond(with: 0)
        executor.register(numbers)
        let caller = Task {
            await Task.yield()
            _ = try? await executor.execute(NumberRequest(value: 7))
        }
        #expect(await numbers.nextRequest(timeout: timeout) == NumberRequest(value: 7))
        #expect(await numbers.waitForExecution(1, timeout: timeout) == NumberRequest(value: 7))
        await caller.value
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(arguments: [Double.infinity, 1e300])
    func nextSleepAcceptsATimeoutOfAnySize(timeout: Double) async {
        let clock = TestClock()
        let sleeper = Task { try? await clock.sleep(for: .seconds(3)) }
        #expect(await clock.nextSleep(timeout: timeout) == .seconds(3))
        clock.advance(by: .seconds(3))
        await sleeper.value
    }

    @Test func nextRequestMovesOnByOneExecution() async throws {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.respond(with: 0)
        executor.register(numbers)
        _ = try await executor.execute(NumberRequest(value: 1))
        _ = try await executor.execute(NumberRequest(value: 2))
        #expect(await numbers.nextRequest() == NumberRequest(value: 1))
        #expect(await numbers.nextRequest() == NumberRequest(value: 2))
    }

    @Test func waitForExecutionReturnsTheRequestOfTheNthExecution() async {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.respond(with: 0)
        executor.register(numbers)
        let caller = Task {
            for value in 1...3 {
                await Task.yield()
                _ = try? await executor.execute(NumberRequest(value: value))
            }
        }
        // 60 s, twice the default: here the limit only guards against a hang. Each `Task.yield()` above puts
        // the caller behind every job the pool has queued, and under ThreadSanitizer, with the stress tests
        // and the end-to-end tests' child processes beside it on two cores, the three executions took from
        // 4.1 to over 8 s, and the pool has stalled for up to 14 s.
        #expect(await numbers.waitForExecution(3, timeout: 60) == NumberRequest(value: 3))
        #expect(await numbers.waitForExecution(1) == NumberRequest(value: 1))
        await caller.value
    }

    @Test func waitingTooLongFailsTheTestInsteadOfHanging() async {
        let numbers = InteractorSpy<NumberRequest>()
        await withKnownIssue {
            let request = await numbers.nextRequest(timeout: 0.05)
            #expect(request == nil)
        } matching: { issue in
            message(of: issue).contains("Timed out after 0.05 s waiting for execution #1")
                && message(of: issue).contains("NumberRequest")
        }
    }

    @Test func waitingForTheNthExecutionTimesOutNamingTheCount() async throws {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.respond(with: 0)
        executor.register(numbers)
        _ = try await executor.execute(NumberRequest(value: 1))
        await withKnownIssue {
            await numbers.waitForExecution(2, timeout: 0.05)
        } matching: { issue in
            message(of: issue).contains("execution #2") && message(of: issue).contains("executed 1 time(s)")
        }
    }

    @Test(arguments: [0, -1])
    func waitingForAnExecutionBeforeTheFirstFailsTheTestInsteadOfStoppingIt(number: Int) async throws {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.respond(with: 0)
        executor.register(numbers)
        _ = try await executor.execute(NumberRequest(value: 1))
        await withKnownIssue {
            #expect(await numbers.waitForExecution(number) == nil)
        } matching: { issue in
            message(of: issue).contains("waitForExecution(\(number)) asks for no execution")
                && message(of: issue).contains("NumberRequest")
                && message(of: issue).contains("pass 1 for the first execution")
        }
        #expect(await numbers.nextRequest() == NumberRequest(value: 1), "A rejected wait looks at nothing")
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func aCancelledWaitForASleepEndsWithoutAFailureInsteadOfTimingOut() async {
        let clock = TestClock()
        // Nothing sleeps on the clock, so only the cancellation or the timeout can end this wait; the
        // timeout's failure would fail the test after the default 30 s.
        let waiter = Task { await clock.nextSleep() }
        waiter.cancel()
        #expect(await waiter.value == nil)
    }

    @Test func cancelledWaitEndsWithoutAFailureInsteadOfTimingOut() async {
        let numbers = InteractorSpy<NumberRequest>()
        // Nothing executes the spy, so only the cancellation or the timeout can end this wait, and the
        // timeout records a "Timed out" failure that fails the test: a cancellation that does not end the
        // wait fails it after the default 30 s. No clock is read, as the waiting task may itself wait many
        // seconds for a thread of the pool (up to 14 s under AddressSanitizer) before the wait begins.
        let waiter = Task { await numbers.nextRequest() }
        waiter.cancel()
        #expect(await waiter.value == nil)
    }
}
