import TestSupport
import Testing
import UseCaseSpy
import UseCases

/// Point 7: exhaustive checks, TestStore style.
@Suite struct TestExecutorTests {
    @Test func requestWithoutASpyFailsTheTestNamingItsType() async {
        let test = TestExecutor()
        defer { test.finish() }
        await withKnownIssue {
            let error = await #expect(throws: InteractorError.self) {
                try await test.executor.execute(NumberRequest(value: 1))
            }
            #expect(error?.code == .notRegistered)
        } matching: { issue in
            message(of: issue).contains("no spy is registered for UseCaseSpyTests.NumberRequest")
                && message(of: issue).contains("test.spy(for: UseCaseSpyTests.NumberRequest.self)")
        }
    }

    @Test @MainActor func closureCallerOfAnUnregisteredRequestFailsTheTestToo() {
        let test = TestExecutor()
        defer { test.finish() }
        var errors: [InteractorError] = []
        withKnownIssue {
            test.executor.execute(LoginRequest()) { _ in
            } onError: {
                errors.append($0)
            }
        } matching: { issue in
            message(of: issue).contains("no spy is registered for UseCaseSpyTests.LoginRequest")
        }
        #expect(errors.map(\.code) == [.notRegistered])
    }

    @Test func executionsTheTestLookedAtPassTheCheck() async throws {
        let test = TestExecutor()
        defer { test.finish() }
        let numbers = test.spy(for: NumberRequest.self)
        let login = test.spy(for: LoginRequest.self)
        numbers.respond(with: 1)
        login.respond(with: "token")
        _ = try await test.executor.execute(NumberRequest(value: 1))
        _ = try await test.executor.execute(NumberRequest(value: 2))
        _ = try await test.executor.execute(LoginRequest())
        #expect(await numbers.nextRequest() == NumberRequest(value: 1))
        #expect(await numbers.nextRequest() == NumberRequest(value: 2))
        #expect(login.requests.count == 1)
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
            message(of: issue).contains("InteractorSpy<UseCaseSpyTests.NumberRequest> was executed 2 time(s)")
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
            message(of: issue).contains("InteractorSpy<UseCaseSpyTests.LoginRequest> still holds 1 execution(s)")
        }
        login.completeHeld(with: "token")
        _ = try? await caller.value
    }

    @Test func checksRunWhenTheTestExecutorGoesAwayAndSayToFinishOrUseRun() async {
        let login = InteractorSpy<LoginRequest>()
        login.respond(with: "token")
        await withKnownIssue {
            let test = TestExecutor()
            test.register(login)
            _ = try? await test.executor.execute(LoginRequest())
        } matching: { issue in
            message(of: issue).contains("was executed 1 time(s), but the test looked at only 0")
                && message(of: issue).contains("found only when the TestExecutor was released")
                && message(of: issue).contains("Call test.finish() when the test ends")
                && message(of: issue).contains("or use TestExecutor.run { test in … }")
        }
    }

    @Test func releaseWithoutFinishFailsTheTestEvenWhenEveryExecutionWasChecked() async {
        let login = InteractorSpy<LoginRequest>()
        login.respond(with: "token")
        await withKnownIssue {
            let test = TestExecutor()
            test.register(login)
            _ = try? await test.executor.execute(LoginRequest())
            #expect(login.requests.count == 1)
        } matching: { issue in
            message(of: issue).contains("TestExecutor was released before its end-of-test checks ran")
                && message(of: issue).contains("Call test.finish() when the test ends")
                && message(of: issue).contains("or use TestExecutor.run { test in … }")
                && issue.sourceLocation?.fileName == "TestExecutorTests.swift"
        }
    }

    @Test func releaseWithoutFinishRecordsNothingWhenThereIsNoSpyToCheck() async throws {
        let test = TestExecutor()
        test.executor.register(EchoInteractor())
        #expect(try await test.executor.execute(EchoInteractor.Request(text: "real")) == "real")
    }

    @Test func finishChecksOnlyOnce() async throws {
        let test = TestExecutor()
        let numbers = test.spy(for: NumberRequest.self)
        numbers.respond(with: 1)
        _ = try await test.executor.execute(NumberRequest(value: 1))
        withKnownIssue {
            test.finish()
        } matching: { issue in
            message(of: issue).contains("was executed 1 time(s), but the test looked at only 0")
        }
        test.finish()  // The checks ran already: records nothing, as `defer { test.finish() }` would not.
    }

    // MARK: - Scoped tests

    @Test func runChecksWhenItsTestReturns() async {
        let login = InteractorSpy<LoginRequest>()
        login.respond(with: "token")
        await withKnownIssue {
            await TestExecutor.run { test in
                test.register(login)
                _ = try? await test.executor.execute(LoginRequest())
            }
        } matching: { issue in
            message(of: issue).contains("was executed 1 time(s), but the test looked at only 0")
        }
    }

    @Test func runChecksWhenItsTestThrows() async {
        struct Stop: Error {}
        let login = InteractorSpy<LoginRequest>()
        login.hold()
        let caller = Recorder<Task<String, any Error>>()
        await withKnownIssue {
            await #expect(throws: Stop.self) {
                try await TestExecutor.run { test in
                    test.register(login)
                    caller.append(Task { try await test.executor.execute(LoginRequest()) })
                    await login.nextRequest()
                    throw Stop()
                }
            }
        } matching: { issue in
            message(of: issue).contains("InteractorSpy<UseCaseSpyTests.LoginRequest> still holds 1 execution(s)")
        }
        login.completeHeld(with: "token")
        _ = try? await caller.values.first?.value
    }

    @Test @MainActor func runPassesAWellCheckedTestAndReturnsWhatItReturns() async throws {
        var closureResponses: [String] = []
        let token = try await TestExecutor.run { test in
            let login = test.spy(for: LoginRequest.self)
            login.respond(with: "token")
            test.executor.execute(LoginRequest(email: "closure@example.com")) { closureResponses.append($0) }
            let token = try await test.executor.execute(LoginRequest())
            #expect(login.requests == [LoginRequest(email: "closure@example.com"), LoginRequest()])
            return token
        }
        #expect(token == "token")
        #expect(closureResponses == ["token"])
    }

    @Test @MainActor func runForASynchronousTestChecksToo() {
        withKnownIssue {
            TestExecutor.run { test in
                let numbers = test.spy(for: NumberRequest.self)
                numbers.respond(with: 1)
                test.executor.execute(NumberRequest(value: 1)) { _ in }
            }
        } matching: { issue in
            message(of: issue).contains("InteractorSpy<UseCaseSpyTests.NumberRequest> was executed 1 time(s)")
        }
    }

    @Test func runReportsARequestWithoutASpyAtItsCall() async {
        await withKnownIssue {
            await TestExecutor.run { test in
                _ = try? await test.executor.execute(NumberRequest(value: 1))
            }
        } matching: { issue in
            message(of: issue).contains("no spy is registered for UseCaseSpyTests.NumberRequest")
                && issue.sourceLocation?.fileName == "TestExecutorTests.swift"
        }
    }

    @Test func realInteractorsMayBeRegisteredAlongsideSpies() async throws {
        let test = TestExecutor()
        defer { test.finish() }
        test.executor.register(EchoInteractor())
        #expect(try await test.executor.execute(EchoInteractor.Request(text: "real")) == "real")
    }
}
