import TestSupport
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
        #expect(await numbers.waitForExecution(3, timeout: .seconds(60)) == NumberRequest(value: 3))
        #expect(await numbers.waitForExecution(1) == NumberRequest(value: 1))
        await caller.value
    }

    @Test func waitingTooLongFailsTheTestInsteadOfHanging() async {
        let numbers = InteractorSpy<NumberRequest>()
        await withKnownIssue {
            let request = await numbers.nextRequest(timeout: .milliseconds(50))
            #expect(request == nil)
        } matching: { issue in
            message(of: issue).contains("Timed out after 0.05 seconds waiting for execution #1")
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
            await numbers.waitForExecution(2, timeout: .milliseconds(50))
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
}
