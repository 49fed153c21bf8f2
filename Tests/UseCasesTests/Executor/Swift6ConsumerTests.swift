import TestSupport
import Testing
import UseCases

// The login flow of ACInteractor's README, in Swift 6 language mode with warnings as errors in CI:
// protocol-typed gateway and plugin, a static executor, and a main-actor view model that changes its own
// state from the callbacks without any dispatch code.

protocol WebservicePlugin: Sendable {
    func login(email: String, password: String, onComplete: @escaping @Sendable (Result<String, any Error>) -> Void)
}

protocol UserEntityGateway: Sendable {
    func save(username: String, sessionToken: String)
}

struct LoginUserInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = LoginUserInteractor.Response
        var email: String
        var password: String
    }

    struct Response: Sendable, Equatable {
        var username: String
        var sessionToken: String
    }

    let webservicePlugin: any WebservicePlugin
    let userGateway: any UserEntityGateway

    init(webservicePlugin: any WebservicePlugin, userGateway: any UserEntityGateway) {
        self.webservicePlugin = webservicePlugin
        self.userGateway = userGateway
    }

    func execute(_ request: Request, completion: consuming Completion<Response>) {
        guard !request.password.isEmpty else {
            return completion.fail(with: InteractorError(message: "Empty password!"))
        }
        let username = String(request.email.prefix { $0 != "@" })
        let pending = completion.detach()
        webservicePlugin.login(email: request.email, password: request.password) { [userGateway] result in
            switch result {
            case .success(let token):
                userGateway.save(username: username, sessionToken: token)
                pending.complete(with: Response(username: username, sessionToken: token))
            case .failure(let error):
                pending.fail(with: error)
            }
        }
    }
}

/// A web service that answers from a detached task, as a real network client would.
struct DetachedWebservice: WebservicePlugin {
    func login(email: String, password: String, onComplete: @escaping @Sendable (Result<String, any Error>) -> Void) {
        Task.detached { onComplete(.success("token-\(email.count)")) }
    }
}

final class InMemoryUserGateway: UserEntityGateway {
    let saved = Recorder<String>()

    func save(username: String, sessionToken: String) {
        saved.append(username)
    }
}

enum Logic {
    static let executor = InteractorExecutor()
    static let users = InMemoryUserGateway()

    static func registerInteractors() {
        executor.register(LoginUserInteractor(webservicePlugin: DetachedWebservice(), userGateway: users))
    }
}

@MainActor
final class LoginViewModel {
    private(set) var username = ""
    private(set) var errorMessage: String?
    private(set) var isLoggingIn = false
    private let executor: InteractorExecutor

    init(executor: InteractorExecutor = Logic.executor) {
        self.executor = executor
    }

    func login(email: String, password: String) {
        isLoggingIn = true
        executor.execute(LoginUserInteractor.Request(email: email, password: password)) { response in
            self.username = response.username
            self.isLoggingIn = false
        } onError: { error in
            self.errorMessage = error.message
            self.isLoggingIn = false
        }
    }
}

@Suite struct Swift6ConsumerTests {
    /// The only test that uses the shared `Logic` enum: it proves the static-executor pattern works.
    @Test @MainActor func mainActorViewModelLogsInThroughTheStaticExecutor() async {
        Logic.registerInteractors()
        let model = LoginViewModel()
        model.login(email: "first.last@example.com", password: "1234")
        #expect(model.isLoggingIn)
        #expect(await eventually { !model.isLoggingIn })
        #expect(model.username == "first.last")
        #expect(model.errorMessage == nil)
        #expect(Logic.users.saved.values.contains("first.last"))
    }

    @Test @MainActor func mainActorViewModelShowsTheInteractorsError() async {
        let executor = InteractorExecutor()
        executor.register(
            LoginUserInteractor(webservicePlugin: DetachedWebservice(), userGateway: InMemoryUserGateway()))
        let model = LoginViewModel(executor: executor)
        model.login(email: "first.last@example.com", password: "")
        #expect(model.errorMessage == "Empty password!")
        #expect(!model.isLoggingIn)
    }

    @Test func loginInteractorAnswersAnAwaitingCaller() async throws {
        let executor = InteractorExecutor()
        executor.register(
            LoginUserInteractor(webservicePlugin: DetachedWebservice(), userGateway: InMemoryUserGateway()))
        let response = try await executor.execute(LoginUserInteractor.Request(email: "ada@example.com", password: "x"))
        #expect(response == LoginUserInteractor.Response(username: "ada", sessionToken: "token-15"))
    }
}
