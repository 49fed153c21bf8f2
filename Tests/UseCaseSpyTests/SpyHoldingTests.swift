import TestSupport
import Testing
import UseCaseSpy
import UseCases

/// Point 4: held executions stay pending until the test ends them.
@Suite struct SpyHoldingTests {
    @Test func heldExecutionWaitsUntilTheTestCompletesIt() async throws {
        let executor = InteractorExecutor()
        let login = InteractorSpy<LoginRequest>()
        login.hold()
        executor.register(login)
        let finished = Recorder<String>()
        let caller = Task {
            let token = try await executor.execute(LoginRequest())
            finished.append(token)
            return token
        }
        #expect(await login.nextRequest() == LoginRequest())
        #expect(login.heldRequests.count == 1)
        #expect(login.heldRequests == [LoginRequest()])
        #expect(finished.values.isEmpty)

        login.completeHeld(with: "late token")
        #expect(try await caller.value == "late token")
        #expect(login.heldRequests.count == 0)
    }

    @Test func heldExecutionCanBeFailed() async {
        let executor = InteractorExecutor()
        let login = InteractorSpy<LoginRequest>()
        login.hold()
        executor.register(login)
        let caller = Task { try await executor.execute(LoginRequest()) }
        await login.nextRequest()
        login.failHeld(with: InteractorError(message: "Offline.", code: .custom(5)))
        let error = await #expect(throws: InteractorError.self) { try await caller.value }
        #expect(error?.code == .custom(5))
    }

    @Test @MainActor func closureCallerStaysLoadingUntilTheHeldExecutionCompletes() async {
        let executor = InteractorExecutor()
        let login = InteractorSpy<LoginRequest>()
        login.hold()
        executor.register(login)
        var isLoading = true
        var token: String?
        executor.execute(LoginRequest()) { response in
            MainActor.preconditionIsolated("A held execution must complete on the caller's actor")
            token = response
            isLoading = false
        }
        #expect(isLoading)
        #expect(login.heldRequests.count == 1)

        login.completeHeld(with: "token")
        #expect(await eventually { !isLoading })
        #expect(token == "token")
    }

    @Test func heldExecutionsEndOldestFirst() async throws {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.hold()
        executor.register(numbers)
        let first = Task { try await executor.execute(NumberRequest(value: 1)) }
        await numbers.nextRequest()
        let second = Task { try await executor.execute(NumberRequest(value: 2)) }
        await numbers.nextRequest()
        numbers.completeHeld(with: 10)
        numbers.completeHeld(with: 20)
        #expect(try await first.value == 10)
        #expect(try await second.value == 20)
    }

    @Test func queuedHoldHoldsOnlyItsExecution() async throws {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.enqueue(.hold)
        numbers.respond(with: 2)
        executor.register(numbers)
        let held = Task { try await executor.execute(NumberRequest(value: 1)) }
        await numbers.nextRequest()
        #expect(try await executor.execute(NumberRequest(value: 2)) == 2)
        numbers.completeHeld(with: 1)
        #expect(try await held.value == 1)
    }

    @Test func cancellingTheAwaitingCallerEndsItsHeldExecution() async {
        let executor = InteractorExecutor()
        let login = InteractorSpy<LoginRequest>()
        login.hold()
        executor.register(login)
        let caller = Task { try await executor.execute(LoginRequest()) }
        await login.nextRequest()
        caller.cancel()
        let error = await #expect(throws: InteractorError.self) { try await caller.value }
        #expect(error?.code == .cancelled)
        #expect(login.heldRequests.count == 0)
    }

    @Test func completingWithNothingHeldFailsTheTest() {
        let login = InteractorSpy<LoginRequest>()
        withKnownIssue {
            login.completeHeld(with: "nobody waits")
        } matching: { issue in
            message(of: issue).contains("has no held execution to complete")
                && message(of: issue).contains("LoginRequest")
        }
    }
}
