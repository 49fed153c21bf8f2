import Testing
import UseCases

@testable import login

@Suite struct LoginUserInteractorTests {
    let users = InMemoryUserGateway()

    private func executor(webservice: any WebservicePlugin = InProcessWebservice.sample) -> InteractorExecutor {
        let executor = InteractorExecutor()
        executor.register(LoginUserInteractor(webservicePlugin: webservice, userGateway: users))
        return executor
    }

    @Test func logsInAndKeepsTheUser() async throws {
        let request = LoginUserInteractor.Request(email: "ada@example.com", password: "lovelace")
        let response = try await executor().execute(request)
        #expect(response.username == "Ada")
        #expect(!response.sessionToken.isEmpty)
        #expect(
            users.user(withEmail: "ada@example.com")
                == UserEntity(email: "ada@example.com", username: "Ada", sessionToken: response.sessionToken)
        )
    }

    @Test func reportsWrongCredentialsAndKeepsNoUser() async {
        let request = LoginUserInteractor.Request(email: "ada@example.com", password: "babbage")
        let error = await #expect(throws: InteractorError.self) { try await executor().execute(request) }
        #expect(error?.code == .wrongCredentials)
        #expect(error?.message == "Wrong email or password.")
        #expect(users.user(withEmail: "ada@example.com") == nil)
    }

    @Test(arguments: [("", "lovelace"), ("ada@example.com", "")])
    func refusesEmptyCredentialsWithoutAskingTheServer(email: String, password: String) async {
        let webservice = StubWebservice(.failure(.unreachable))
        let request = LoginUserInteractor.Request(email: email, password: password)
        let error = await #expect(throws: InteractorError.self) {
            try await executor(webservice: webservice).execute(request)
        }
        #expect(error?.code == .missingCredentials)
        #expect(webservice.callCount == 0)
    }

    @Test func reportsAnUnreachableServer() async {
        let webservice = StubWebservice(.failure(.unreachable))
        let request = LoginUserInteractor.Request(email: "ada@example.com", password: "lovelace")
        let error = await #expect(throws: InteractorError.self) {
            try await executor(webservice: webservice).execute(request)
        }
        #expect(error?.code == .serverUnreachable)
        #expect(webservice.callCount == 1)
    }

    @Test func keepsTheSessionTheServerIssued() async throws {
        let webservice = StubWebservice(.success(WebserviceLoginReply(username: "Grace", sessionToken: "t0k3n")))
        let request = LoginUserInteractor.Request(email: "grace@example.com", password: "cobol")
        let response = try await executor(webservice: webservice).execute(request)
        #expect(response == LoginUserInteractor.Response(username: "Grace", sessionToken: "t0k3n"))
        #expect(users.user(withEmail: "grace@example.com")?.sessionToken == "t0k3n")
    }
}
