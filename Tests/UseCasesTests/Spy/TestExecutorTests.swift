import Testing
import UseCaseSpy
import UseCases

/// Point 7: exhaustive checks, TestStore style.
@Suite struct TestExecutorTests {
    @Test func requestWithoutASpyFailsTheTestNamingItsType() async {
        let test = TestExecutor()
        await withKnownIssue {
            let error = await #expect(throws: InteractorError.self) {
                try await test.executor.execute(NumberRequest(value: 1))
            }
            #expect(error?.code == .notRegistered)
        } matching: { issue in
            message(of: issue).contains("no spy is registered for UseCasesTests.NumberRequest")
                && message(of: issue).contains("test.spy(for: UseCasesTests.NumberRequest.self)")
        }
        test.finish()
    }

    @Test @MainActor func closureCallerOfAnUnregisteredRequestFailsTheTestToo() {
        let test = TestExecutor()
        var errors: [InteractorError] = []
        withKnownIssue {
            test.executor.execute(LoginRequest()) { _ in
            } onError: {
                errors.append($0)
            }
        } matching: { issue in
            message(of: issue).contains("no spy is registered for UseCasesTests.LoginRequest")
        }
        #expect(errors.map(\.code) == [.notRegistered])
        test.finish()
    }

    @Test func executionsTheTestLookedAtPassTheCheck() async throws {
        let test = TestExecutor()
        let numbers = test.spy(for: NumberRequest.self)
        let login = test.spy(for: LoginRequest.self)
        numbers.respond(with: 1)
        login.respond(with: "token")
        _ = try await test.executor.execute(NumberRequest(value: 1))
        _ = try await test.executor.execute(NumberRequest(value: 2))
        _ = try await test.executor.execute(LoginRequest())
        #expect(await numbers.nextRequest() == NumberRequest(value: 1))
        #expect(await numbers.nextRequest() == NumberRequest(value: 2))
        #expect(login.wasExecutedOnce)
        test.finish()
    }

    @Test func executionTheTestDidNotLookAtFailsAtFinish() async throws {
        let test = TestExecutor()
        let numbers = test.spy(for: NumberRequest.self)
        numbers.respond(with: 1)
        _ = try await test.executor.execute(NumberRequest(value: 1))
        #expect(await numbers.nextRequest() == NumberRequest(value: 1))
        _ = try await test.executor.execute(NumberRequest(value: 2))
        withKnownIssue {
            test.finish()
        } matching: { issue in
            message(of: issue).contains("InteractorSpy<UseCasesTests.NumberRequest> was executed 2 time(s)")
                && message(of: issue).contains("#2 NumberRequest(value: 2)")
        }
    }

    @Test func executionStillHeldFailsAtFinish() async {
        let test = TestExecutor()
        let login = test.spy(for: LoginRequest.self)
        login.hold()
        let caller = Task { try await test.executor.execute(LoginRequest()) }
        await login.nextRequest()
        withKnownIssue {
            test.finish()
        } matching: { issue in
            message(of: issue).contains("InteractorSpy<UseCasesTests.LoginRequest> still holds 1 execution(s)")
        }
        login.completeHeld(with: "token")
        _ = try? await caller.value
    }

    @Test func checksRunWhenTheTestExecutorGoesAway() async {
        let login = InteractorSpy<LoginRequest>()
        login.respond(with: "token")
        await withKnownIssue {
            let test = TestExecutor()
            test.register(login)
            _ = try? await test.executor.execute(LoginRequest())
        } matching: { issue in
            message(of: issue).contains("was executed 1 time(s), but the test looked at only 0")
        }
    }

    @Test func realInteractorsMayBeRegisteredAlongsideSpies() async throws {
        let test = TestExecutor()
        test.executor.register(EchoInteractor())
        #expect(try await test.executor.execute(EchoInteractor.Request(text: "real")) == "real")
        test.finish()
    }
}
