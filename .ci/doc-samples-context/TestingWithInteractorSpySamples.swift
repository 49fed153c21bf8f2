// What the samples of TestingWithInteractorSpy.md use without showing it: the requests the app executes
// and the view models under test. .ci/doc-samples builds this file with them.

import UseCases

struct LoginUserRequest: InteractorRequest, Equatable {
    typealias Response = LoginUserResponse
    var email: String
    var password: String
}

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

struct SignOutRequest: InteractorRequest {}

@MainActor final class LoginViewModel {
    let executor: InteractorExecutor
    var username = ""

    init(executor: InteractorExecutor) {
        self.executor = executor
    }

    func login(email: String, password: String) async {
        username = (try? await executor.execute(LoginUserRequest(email: email, password: password)))?.username ?? ""
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

struct SearchRequest: InteractorRequest, Equatable {
    typealias Response = [String]
    var query: String
}

@MainActor final class SearchViewModel {
    let executor: InteractorExecutor
    var titles: [String] = []

    init(executor: InteractorExecutor) {
        self.executor = executor
    }

    func searchFieldChanged(_ query: String) {
        Task { titles = (try? await executor.execute(SearchRequest(query: query))) ?? [] }
    }
}
