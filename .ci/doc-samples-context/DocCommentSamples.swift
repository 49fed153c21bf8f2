// The app that the doc comments' samples are part of: what they use without showing it. .ci/doc-samples
// builds this file with them. Declare here only what a sample cannot show in a few lines; what one
// sample declares (LoginUserRequest, RequireLogin, Logic, ...) the others use from it.

import UseCases

// MARK: - Use cases

struct LoginUserResponse: Equatable, Sendable {
    var username: String
}

struct Profile: Equatable, Sendable {
    static let ada = Profile(name: "Ada")
    var name: String
}

struct LoadProfileRequest: InteractorRequest, Equatable {
    typealias Response = Profile
    var userID: Int
}

struct GreetUserRequest: InteractorRequest {
    typealias Response = String
    var userID: Int
}

struct SignOutRequest: InteractorRequest {}

struct LoadUserNameRequest: InteractorRequest {
    typealias Response = String
    var userID: Int
}

// MARK: - A streamed use case

struct ImportProgress: Equatable, Sendable {
    var done: Int
    var of: Int
}

struct ImportSummary: Equatable, Sendable {
    var added: Int
}

struct Contact: Sendable {
    var name: String
}

protocol TodoGateway: Sendable {
    func add(title: String) async throws
}

struct InMemoryTodoGateway: TodoGateway {
    func add(title: String) async throws {}
}

@MainActor final class ImportScreenModel {
    var progress: ImportProgress?
    var summary: ImportSummary?
}

@MainActor final class ImportViewModel {
    var importing: Task<Void, Never>?
    var progress: ImportProgress?
    var summary: ImportSummary?
    var message: String?
}

struct ImportReducer: ScreenReducer {
    struct ViewModel: Equatable, Sendable {
        var progress: ImportProgress?
        var summary: ImportSummary?
        var message: String?
    }

    enum Command: Sendable {
        case start([String]), progressed(ImportProgress), imported(ImportSummary), failed(String)
    }

    func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Never>] {
        switch command {
        case .start(let lines): return [importLines(lines)]
        case .progressed(let progress): viewModel.progress = progress
        case .imported(let summary): viewModel.summary = summary
        case .failed(let message): viewModel.message = message
        }
        return []
    }
}

/// What TestRecorder's sample records: a view a presenter tells what to show.
@MainActor protocol GreetingView: AnyObject {
    func show(greeting: String)
}

@MainActor final class GreetingPresenter {
    let view: any GreetingView
    let executor: InteractorExecutor

    init(view: any GreetingView, executor: InteractorExecutor) {
        self.view = view
        self.executor = executor
    }

    func greet(userID: Int) {
        executor.execute(LoadUserNameRequest(userID: userID)) { [view] name in
            view.show(greeting: "Hello, \(name)!")
        }
    }
}

struct Book: Identifiable, Equatable, Sendable {
    var title: String

    var id: String { title }
}

struct SearchRequest: InteractorRequest, Equatable {
    typealias Response = [Book]
    var query: String
}

struct LoadFeedPageRequest: InteractorRequest {
    typealias Response = [String]
    var page: Int
}

struct SaveCountRequest: InteractorRequest, Equatable {
    var count: Int
}

struct Photo: Sendable {
    var jpeg: [UInt8]
}

struct PhotoID: Sendable {
    var value: String
}

/// Requests of use cases that only a signed-in user may run.
protocol RequiresLogin: InteractorRequest {}

/// Requests whose use cases may run twice without harm.
protocol Idempotent: InteractorRequest {}

// MARK: - Gateways and plugins

/// Who is signed in.
actor Session {
    private(set) var isLoggedIn = false
}

protocol ProfileGateway: Sendable {
    func profile(id: Int) async throws -> Profile
}

protocol WebservicePlugin: Sendable {
    /// Logs in, and calls `completion` with the user's name, from any thread.
    func login(_ email: String, _ password: String, completion: @escaping @Sendable (String) -> Void)
}

struct HTTPWebservice: WebservicePlugin {
    func login(_ email: String, _ password: String, completion: @escaping @Sendable (String) -> Void) {
        completion(email)
    }
}

// MARK: - View models, the code under test of the UseCaseSpy samples

@MainActor final class LoginViewModel {
    let executor: InteractorExecutor
    var username = ""
    var message = ""

    init(executor: InteractorExecutor) {
        self.executor = executor
    }

    func login(email: String, password: String) async {
        do {
            username = try await executor.execute(LoginUserRequest(email: email, password: password)).username
        } catch {
            show(error.message)
        }
    }

    func show(_ message: String) {
        self.message = message
    }
}

@MainActor final class ProfileViewModel {
    enum State: Equatable {
        case idle, loading, loaded(Profile), failed(String)
    }

    let executor: InteractorExecutor
    var state = State.idle

    init(executor: InteractorExecutor) {
        self.executor = executor
    }

    func load() async {
        state = .loading
        do {
            state = .loaded(try await executor.execute(LoadProfileRequest(userID: 7)))
        } catch {
            state = .failed(error.message)
        }
    }
}

@MainActor final class SettingsViewModel {
    let executor: InteractorExecutor

    init(executor: InteractorExecutor) {
        self.executor = executor
    }

    func signOut() {
        executor.execute(SignOutRequest()) {}
    }
}

@MainActor final class SearchViewModel {
    let executor: InteractorExecutor
    var books: [Book] = []

    init(executor: InteractorExecutor) {
        self.executor = executor
    }

    func searchFieldChanged(_ query: String) {
        Task { books = (try? await executor.execute(SearchRequest(query: query))) ?? [] }
    }
}

@MainActor final class FeedViewModel {
    let executor: InteractorExecutor

    init(executor: InteractorExecutor) {
        self.executor = executor
    }

    func refreshAll() {
        for page in 1...3 {
            Task { _ = try? await executor.execute(LoadFeedPageRequest(page: page)) }
        }
    }
}

// MARK: - Screens

struct ProfileReducer: ScreenReducer {
    struct ViewModel: Equatable, Sendable {
        enum ProfileState: Equatable, Sendable {
            case notLoaded, loading, loaded(Profile), failed
        }

        var profile = ProfileState.notLoaded
    }

    enum Command: Equatable, Sendable {
        case load, loaded(Profile), failed
    }

    enum Output: Sendable {
        case signedOut
    }

    let userID: Int

    func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Output>] {
        switch command {
        case .load:
            viewModel.profile = .loading
            let request = LoadProfileRequest(userID: userID)
            return [.execute(request, onComplete: { .loaded($0) }, onError: { _ in .failed })]
        case .loaded(let profile):
            viewModel.profile = .loaded(profile)
            return []
        case .failed:
            viewModel.profile = .failed
            return []
        }
    }
}

@MainActor final class ProfileCoordinator {
    var screen: Screen<ProfileReducer>?

    func show(_ output: ProfileReducer.Output) {}
}

@MainActor final class ProfileView {
    var attachment: ViewAttachment?

    func render(_ viewModel: ProfileReducer.ViewModel) {}
}

struct SearchReducer: ScreenReducer {
    struct ViewModel: Equatable, Sendable {
        var books: [Book] = []
    }

    enum Command: Sendable {
        case search(String), found([Book]), failed(InteractorError)
    }

    func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Never>] {
        switch command {
        case .search(let query): return search(for: query)
        case .found(let books): viewModel.books = books
        case .failed: viewModel.books = []
        }
        return []
    }
}

struct PostsReducer: ScreenReducer {
    struct ViewModel: Equatable, Sendable {
        var titles: [String] = []
    }

    enum Command: Sendable {
        case select(Int)
    }

    enum Output: Sendable {
        case showPost(Int)
    }

    func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Output>] {
        switch command {
        case .select(let post): [.output(.showPost(post))]
        }
    }
}

extension ProfileScreenReducer {
    struct ViewModel: Equatable, Sendable {
        var posts: PostsReducer.ViewModel? = .init()
    }

    enum Command: Sendable {
        case posts(PostsReducer.Command), hidePosts
    }

    enum Output: Sendable {
        case showPost(Int)

        init(_ output: PostsReducer.Output) {
            switch output {
            case .showPost(let post): self = .showPost(post)
            }
        }
    }
}

/// The invoice form's screen, as the fields' doc comments bind to it.
struct InvoiceReducer: ScreenReducer {
    struct ViewModel: Equatable, Sendable {
        var quantity: Int? = 1
        var unitPrice: FieldDecimal?
        var total: FieldDecimal?
    }

    enum Command: Sendable {
        case setQuantity(Int?)
        case setUnitPrice(FieldDecimal?)
    }

    func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Never>] {
        switch command {
        case .setQuantity(let quantity): viewModel.quantity = quantity
        case .setUnitPrice(let price): viewModel.unitPrice = price
        }
        return []
    }
}

/// Whether a customer has this e-mail address.
struct CheckCustomerRequest: InteractorRequest {
    typealias Response = Bool
    var email: String
}

// MARK: - Events

/// A screen that lists the users who logged in, while it listens (ScreenEffect.subscribe's sample).
struct BadgeReducer: ScreenReducer {
    struct ViewModel: Equatable, Sendable {
        var logins: [String] = []
    }

    enum Command: Sendable {
        case start, loggedIn(String)
    }

    func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Never>] {
        switch command {
        case .start:
            return [listenForLogins()]
        case .loggedIn(let username):
            viewModel.logins.append(username)
            return []
        }
    }
}
