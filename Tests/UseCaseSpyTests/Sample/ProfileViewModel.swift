import UseCases

/// A user's profile, as the profile use cases return it.
struct Profile: Equatable, Sendable {
    var id: String
    var name: String
}

/// Loads the profile of a user.
struct LoadProfileRequest: InteractorRequest, Equatable {
    typealias Response = Profile
    var userID: String
}

/// Changes the name of a user and returns the saved profile.
struct RenameUserRequest: InteractorRequest, Equatable {
    typealias Response = Profile
    var userID: String
    var name: String
}

/// Signs the current user out.
struct SignOutRequest: InteractorRequest, Equatable {}

/// A profile screen's model, written the way apps write them: main-actor state, three use cases, no UI code.
///
/// It uses both call styles: `await` for loading and renaming, closures for signing out.
@MainActor
final class ProfileViewModel {
    /// What the screen shows.
    enum State: Equatable {
        case idle
        case loading
        case loaded(Profile)
        case failed(message: String)
    }

    private let executor: InteractorExecutor
    private let userID: String

    private(set) var state = State.idle
    private(set) var isSaving = false
    private(set) var errorMessage: String?
    private(set) var isSignedOut = false

    init(userID: String, executor: InteractorExecutor) {
        self.userID = userID
        self.executor = executor
    }

    func load() async {
        state = .loading
        do {
            state = .loaded(try await executor.execute(LoadProfileRequest(userID: userID)))
        } catch {
            state = .failed(message: error.message)
        }
    }

    func rename(to name: String) async {
        guard !name.allSatisfy(\.isWhitespace) else {
            errorMessage = "A name cannot be empty."
            return
        }
        isSaving = true
        errorMessage = nil
        defer { isSaving = false }
        do {
            state = .loaded(try await executor.execute(RenameUserRequest(userID: userID, name: name)))
        } catch {
            errorMessage = error.message
        }
    }

    func signOut() {
        executor.execute(SignOutRequest()) { [weak self] in
            self?.isSignedOut = true
        } onError: { [weak self] error in
            self?.errorMessage = error.message
        }
    }
}
