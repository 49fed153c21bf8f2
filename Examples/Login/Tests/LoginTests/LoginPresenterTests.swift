import Testing
import UseCaseSpy
import UseCases

@testable import login

/// The login presenter against a spy, and once against the real interactor.
///
/// The spied tests run inside `TestExecutor.run`, so their end-of-test checks run when each test ends.
@Suite @MainActor struct LoginPresenterTests {
    let view = RecordingLoginView()

    @Test func welcomesTheUserTheInteractorLoggedIn() {
        TestExecutor.run { test in
            let login = test.spy(for: LoginUserInteractor.Request.self)
            login.respond(with: LoginUserInteractor.Response(username: "Ada", sessionToken: "t0k3n"))

            LoginPresenter(view: view, executor: test.executor).login(email: "ada@example.com", password: "lovelace")

            #expect(
                login.requests == [LoginUserInteractor.Request(email: "ada@example.com", password: "lovelace")]
            )
            #expect(view.shown == [.welcome("Ada")])
        }
    }

    @Test func showsTheInteractorsErrorMessage() {
        TestExecutor.run { test in
            let login = test.spy(for: LoginUserInteractor.Request.self)
            login.fail(with: InteractorError(message: "Wrong email or password.", code: .wrongCredentials))

            LoginPresenter(view: view, executor: test.executor).login(email: "ada@example.com", password: "babbage")

            #expect(login.requests.count == 1)
            #expect(view.shown == [.error("Wrong email or password.")])
        }
    }

    @Test func updatesTheViewOnlyWhenTheAnswerArrives() async {
        await TestExecutor.run { test in
            let login = test.spy(for: LoginUserInteractor.Request.self)
            login.hold()
            let presenter = LoginPresenter(view: view, executor: test.executor)

            presenter.login(email: "ada@example.com", password: "lovelace")
            #expect(login.heldRequests.map(\.email) == ["ada@example.com"])
            #expect(view.shown.isEmpty)

            login.completeHeld(with: LoginUserInteractor.Response(username: "Ada", sessionToken: "t0k3n"))
            #expect(await eventually { view.shown == [.welcome("Ada")] })
            #expect(login.requests.count == 1)
        }
    }

    @Test func deliversTheRealInteractorsAnswerFromAnotherThreadOnTheMainActor() async {
        let executor = InteractorExecutor()
        executor.register(
            LoginUserInteractor(webservicePlugin: InProcessWebservice.sample, userGateway: InMemoryUserGateway())
        )
        let presenter = LoginPresenter(view: view, executor: executor)

        presenter.login(email: "ada@example.com", password: "lovelace")

        #expect(await eventually { !view.shown.isEmpty })
        #expect(view.shown == [.welcome("Ada")])
    }
}

/// Suspends until `condition` holds on the main actor, giving up after 30,000 polls a millisecond apart.
///
/// At least 30 s, as long as the spies' default wait: only a hang should fail here, and under the sanitizers
/// the answer from another thread can wait many seconds for its turn on the main actor.
@MainActor
private func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<30_000 {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return condition()
}
