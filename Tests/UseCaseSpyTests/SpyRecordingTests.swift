import Testing
import UseCaseSpy
import UseCases

/// Point 2: a spy tells what happened, in order.
@Suite struct SpyRecordingTests {
    @Test func recordsEveryRequestInTheOrderItWasExecuted() async throws {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.respond(with: 0)
        executor.register(numbers)
        for value in [3, 1, 2] {
            _ = try await executor.execute(NumberRequest(value: value))
        }
        #expect(numbers.requests == [NumberRequest(value: 3), NumberRequest(value: 1), NumberRequest(value: 2)])
        #expect(numbers.requests.last == NumberRequest(value: 2))
        #expect(numbers.requests.count == 3)
    }

    @Test func unexecutedSpyHasNoRequests() {
        let numbers = InteractorSpy<NumberRequest>()
        #expect(numbers.requests.isEmpty)
        #expect(numbers.requests.count != 1)
        #expect(numbers.requests.last == nil)
        #expect(numbers.requests.count != 1)
        #expect(numbers.requests.isEmpty)
    }

    @Test func onceHelpersTellOneExecutionFromTwo() async throws {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.respond(with: 0)
        executor.register(numbers)

        _ = try await executor.execute(NumberRequest(value: 1))
        #expect(!numbers.requests.isEmpty)
        #expect(numbers.requests.count == 1)
        #expect(numbers.requests == [NumberRequest(value: 1)])

        _ = try await executor.execute(NumberRequest(value: 2))
        #expect(numbers.requests.count != 1)
        #expect(numbers.requests.count != 1)
    }

    @Test func recordsRequestsOfFailedExecutionsToo() async {
        let executor = InteractorExecutor()
        let login = InteractorSpy<LoginRequest>()
        login.fail(with: InteractorError(message: "No."))
        executor.register(login)
        _ = try? await executor.execute(LoginRequest(email: "failed@example.com"))
        #expect(login.requests == [LoginRequest(email: "failed@example.com")])
    }
}
