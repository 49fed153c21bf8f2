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
            #expect(view.shown.values == [.welcome("Ada")])
        }
    }

    @Test func showsTheInteractorsErrorMessage() {
        TestExecutor.run { test in
            let login = test.spy(for: LoginUserInteractor.Request.self)
            login.fail(with: InteractorError(message: "Wrong email or password.", code: .wrongCredentials))

            LoginPresenter(view: view, executor: test.executor).login(email: "ada@example.com", password: "babbage")

            #expect(login.requests.count == 1)
            #expect(view.shown.values == [.error("Wrong email or password.")])
        }
    }

    @Test func updatesTheViewOnlyWhenTheAnswerArrives() async {
        await TestExecutor.run { test in
            let login = test.spy(for: LoginUserInteractor.Request.self)
            login.hold()
            let presenter = LoginPresenter(view: view, executor: test.executor)

            presenter.login(email: "ada@example.com", password: "lovelace")
            #expect(login.heldRequests.map(\.email) == ["ada@example.com"])
            #expect(view.shown.values.isEmpty)

            login.completeHeld(with: LoginUserInteractor.Response(username: "Ada", sessionToken: "t0k3n"))
            #expect(await view.shown.next() == .welcome("Ada"))
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

        #expect(await view.shown.next() == .welcome("Ada"))
        #expect(view.shown.values == [.welcome("Ada")])
    }
}
