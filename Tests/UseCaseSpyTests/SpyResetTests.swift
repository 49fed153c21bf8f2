import TestSupport
import Testing
import UseCaseSpy
import UseCases

/// `reset()`, deprecated, still forgets everything.
@Suite struct SpyResetTests {
    @available(*, deprecated, message: "Tests the deprecated reset().")
    @Test func resetForgetsRecordedRequests() async throws {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.respond(with: 0)
        executor.register(numbers)
        _ = try await executor.execute(NumberRequest(value: 1))
        numbers.reset()
        #expect(numbers.wasNeverExecuted)
        #expect(numbers.lastRequest == nil)
    }

    @available(*, deprecated, message: "Tests the deprecated reset().")
    @Test func resetForgetsScriptedOutcomes() async throws {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.respond(with: 5)
        numbers.enqueue(.response(1))
        executor.register(numbers)
        numbers.reset()
        await withKnownIssue {
            _ = try? await executor.execute(NumberRequest(value: 1))
        } matching: { issue in
            message(of: issue).contains("it has no outcome scripted")
        }
        numbers.respond(with: 6)
        #expect(try await executor.execute(NumberRequest(value: 2)) == 6)
        #expect(numbers.requests == [NumberRequest(value: 1), NumberRequest(value: 2)])
    }

    @available(*, deprecated, message: "Tests the deprecated reset().")
    @Test func resetEndsHeldExecutionsSoNoCallerWaitsForever() async {
        let executor = InteractorExecutor()
        let login = InteractorSpy<LoginRequest>()
        login.hold()
        executor.register(login)
        let caller = Task { try await executor.execute(LoginRequest()) }
        await login.nextRequest()
        login.reset()
        let error = await #expect(throws: InteractorError.self) { try await caller.value }
        #expect(error?.code == .notCompleted)
        #expect(login.heldCount == 0)
    }

    @available(*, deprecated, message: "Tests the deprecated reset().")
    @Test func nextRequestCountsFromTheReset() async throws {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.respond(with: 0)
        executor.register(numbers)
        _ = try await executor.execute(NumberRequest(value: 1))
        numbers.reset()
        numbers.respond(with: 0)
        _ = try await executor.execute(NumberRequest(value: 2))
        #expect(await numbers.nextRequest() == NumberRequest(value: 2))
    }

    @available(*, deprecated, message: "Tests the deprecated readers.")
    @Test func theDeprecatedReadersStillAnswerAndCountAsChecks() async throws {
        let test = TestExecutor()
        defer { test.finish() }
        let numbers = test.spy(for: NumberRequest.self)
        numbers.respond(with: 0)
        #expect(numbers.wasNeverExecuted)
        _ = try await test.executor.execute(NumberRequest(value: 1))
        #expect(numbers.wasExecutedOnce)
        #expect(numbers.onlyRequest == NumberRequest(value: 1))
        _ = try await test.executor.execute(NumberRequest(value: 2))
        #expect(numbers.lastRequest == NumberRequest(value: 2))
        #expect(numbers.executionCount == 2)
        #expect(numbers.heldCount == 0)
    }
}
