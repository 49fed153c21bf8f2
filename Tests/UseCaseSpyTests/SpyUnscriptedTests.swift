import TestSupport
import Testing
import UseCaseSpy
import UseCases

/// Point 6: an unscripted spy fails the test loudly and never leaves the caller hanging.
@Suite struct SpyUnscriptedTests {
    @Test func unscriptedExecutionFailsTheTestNamingTheTypeAndHowToScriptIt() async {
        let executor = InteractorExecutor()
        let login = InteractorSpy<LoginRequest>()
        executor.register(login)
        await withKnownIssue {
            let error = await #expect(throws: InteractorError.self) { try await executor.execute(LoginRequest()) }
            #expect(error?.message.contains("InteractorSpy<UseCaseSpyTests.LoginRequest>") == true)
        } matching: { issue in
            let text = message(of: issue)
            return text.contains("InteractorSpy<UseCaseSpyTests.LoginRequest> was executed")
                && text.contains("spy.respond(with: response)")
                && text.contains("spy.fail(with: error)")
        }
    }

    @Test func failurePointsAtTheLineThatCreatedTheSpy() async {
        let executor = InteractorExecutor()
        let creationLine = #line + 1
        let login = InteractorSpy<LoginRequest>()
        executor.register(login)
        await withKnownIssue {
            _ = try? await executor.execute(LoginRequest())
        } matching: { issue in
            issue.sourceLocation?.line == creationLine && issue.sourceLocation?.fileID == #fileID
        }
    }

    @Test @MainActor func unscriptedClosureCallerGetsAnErrorAtOnce() {
        let executor = InteractorExecutor()
        let login = InteractorSpy<LoginRequest>()
        executor.register(login)
        var responses: [String] = []
        var errors: [InteractorError] = []
        withKnownIssue {
            executor.execute(LoginRequest()) {
                responses.append($0)
            } onError: {
                errors.append($0)
            }
        } matching: { issue in
            message(of: issue).contains("InteractorSpy<UseCaseSpyTests.LoginRequest> was executed")
        }
        #expect(responses.isEmpty)
        #expect(errors.map(\.code) == [.failed])
    }
}
