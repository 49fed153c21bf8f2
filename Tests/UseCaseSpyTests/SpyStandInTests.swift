import Testing
import UseCaseSpy
import UseCases

/// Point 1: a spy registers and answers like any interactor, in both call styles.
@Suite struct SpyStandInTests {
    @Test @MainActor func closureCallerGetsTheResponseBeforeExecuteReturns() {
        let executor = InteractorExecutor()
        let login = InteractorSpy<LoginRequest>()
        login.respond(with: "token")
        executor.register(login)
        var received: [String] = []
        executor.execute(LoginRequest()) { received.append($0) }
        #expect(received == ["token"])
    }

    @Test func awaitingCallerGetsTheResponse() async throws {
        let executor = InteractorExecutor()
        let login = InteractorSpy<LoginRequest>()
        login.respond(with: "token")
        executor.register(login)
        #expect(try await executor.execute(LoginRequest()) == "token")
    }

    @Test func spyCreatedFromAnInteractorTypeReplacesTheRealOne() async throws {
        let executor = InteractorExecutor()
        executor.register(LoginInteractor())
        let login = InteractorSpy(for: LoginInteractor.self)
        login.respond(with: "spy token")
        executor.register(login)
        #expect(try await executor.execute(LoginRequest()) == "spy token")
        #expect(login.requests.count == 1)
    }

    @Test @MainActor func closureCallerGetsAScriptedErrorInOnError() {
        let executor = InteractorExecutor()
        let login = InteractorSpy<LoginRequest>()
        login.fail(with: InteractorError(message: "Wrong password.", code: .custom(401)))
        executor.register(login)
        var errors: [InteractorError] = []
        executor.execute(LoginRequest()) { _ in
            Issue.record("A failing spy must not complete")
        } onError: {
            errors.append($0)
        }
        #expect(errors.map(\.code) == [.custom(401)])
        #expect(errors.map(\.message) == ["Wrong password."])
    }

    @Test func awaitingCallerGetsAScriptedErrorAsThrownInteractorError() async {
        let executor = InteractorExecutor()
        let login = InteractorSpy<LoginRequest>()
        login.fail(with: InteractorError(message: "Wrong password.", code: .custom(401)))
        executor.register(login)
        let error = await #expect(throws: InteractorError.self) { try await executor.execute(LoginRequest()) }
        #expect(error?.code == .custom(401))
    }
}
