import TestSupport
import Testing
import UseCaseSpy
import UseCases

/// Point 3: responses, errors, queues and closures.
@Suite struct SpyScriptingTests {
    @Test func errorOfAnotherTypeReachesTheCallerWrapped() async {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.fail(with: SomeError(value: 3))
        executor.register(numbers)
        let error = await #expect(throws: InteractorError.self) {
            try await executor.execute(NumberRequest(value: 1))
        }
        #expect(error?.code == .interactorThrew)
        #expect(error?.underlyingError as? SomeError == SomeError(value: 3))
    }

    @Test func queuedOutcomesAreUsedInOrderThenTheStandingOutcome() async {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.respond(with: 99)
        numbers.enqueue(.response(1), .failure(InteractorError(message: "second")), .response(3))
        executor.register(numbers)
        var results: [String] = []
        for value in 1...5 {
            do {
                results.append("\(try await executor.execute(NumberRequest(value: value)))")
            } catch {
                results.append(error.message)
            }
        }
        #expect(results == ["1", "second", "3", "99", "99"])
    }

    @Test func executionAfterTheQueueRunsOutIsUnscriptedAndFails() async throws {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.enqueue(.response(1), .response(2))
        executor.register(numbers)
        #expect(try await executor.execute(NumberRequest(value: 1)) == 1)
        #expect(try await executor.execute(NumberRequest(value: 2)) == 2)
        await withKnownIssue {
            let error = await #expect(throws: InteractorError.self) {
                try await executor.execute(NumberRequest(value: 3))
            }
            #expect(error?.code == .failed)
        } matching: { issue in
            message(of: issue).contains("queue of 2 outcome(s) ran out")
        }
    }

    @Test func closureComputesTheResponseFromTheRequest() async throws {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.respond { request in
            await Task.yield()
            return request.value * 10
        }
        executor.register(numbers)
        #expect(try await executor.execute(NumberRequest(value: 4)) == 40)
        #expect(try await executor.execute(NumberRequest(value: 5)) == 50)
    }

    @Test func errorThrownByTheClosureReachesTheCaller() async {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.respond { _ in throw InteractorError(message: "thrown", code: .custom(7)) }
        executor.register(numbers)
        let error = await #expect(throws: InteractorError.self) {
            try await executor.execute(NumberRequest(value: 1))
        }
        #expect(error?.code == .custom(7))
    }

    @Test func queuedClosureRunsOnceThenTheStandingOutcome() async throws {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.enqueue(.run { $0.value + 1 })
        numbers.respond(with: 0)
        executor.register(numbers)
        #expect(try await executor.execute(NumberRequest(value: 1)) == 2)
        #expect(try await executor.execute(NumberRequest(value: 1)) == 0)
    }

    @Test func newStandingOutcomeReplacesTheOldOne() async throws {
        let executor = InteractorExecutor()
        let login = InteractorSpy<LoginRequest>()
        login.respond(with: "first")
        executor.register(login)
        #expect(try await executor.execute(LoginRequest()) == "first")
        login.respond(with: "second")
        #expect(try await executor.execute(LoginRequest()) == "second")
    }

    @Test func voidSpyCompletes() async throws {
        let executor = InteractorExecutor()
        let logout = InteractorSpy<LogoutRequest>()
        logout.enqueue(.success)
        logout.respond()
        executor.register(logout)
        try await executor.execute(LogoutRequest())
        try await executor.execute(LogoutRequest())
        #expect(logout.requests.count == 2)
    }
}
