import Testing
import UseCaseSpy
import UseCases

/// The sample view model, tested with spies alone: every request it makes is checked (``TestExecutor``).
///
/// Each test starts with `defer { test.finish() }`, so the end-of-test checks run when the test ends rather
/// than whenever the suite's instance happens to be released.
@Suite @MainActor struct ProfileViewModelTests {
    let test = TestExecutor()
    let loadProfile: InteractorSpy<LoadProfileRequest>
    let renameUser: InteractorSpy<RenameUserRequest>
    let signOut: InteractorSpy<SignOutRequest>
    let model: ProfileViewModel

    static let ada = Profile(id: "42", name: "Ada")

    init() {
        loadProfile = test.spy(for: LoadProfileRequest.self)
        renameUser = test.spy(for: RenameUserRequest.self)
        signOut = test.spy(for: SignOutRequest.self)
        model = ProfileViewModel(userID: "42", executor: test.executor)
    }

    @Test func showsLoadingUntilTheProfileArrives() async {
        defer { test.finish() }
        loadProfile.hold()
        let loading = Task { await model.load() }

        #expect(await loadProfile.nextRequest() == LoadProfileRequest(userID: "42"))
        #expect(model.state == .loading)

        loadProfile.completeHeld(with: Self.ada)
        await loading.value
        #expect(model.state == .loaded(Self.ada))
    }

    @Test func showsTheErrorWhenLoadingFails() async {
        defer { test.finish() }
        loadProfile.fail(with: InteractorError(message: "You are offline."))

        await model.load()

        #expect(loadProfile.onlyRequest == LoadProfileRequest(userID: "42"))
        #expect(model.state == .failed(message: "You are offline."))
    }

    @Test func renamingSavesTheNameAndShowsTheSavedProfile() async {
        defer { test.finish() }
        renameUser.hold()
        let saving = Task { await model.rename(to: "Ada Lovelace") }

        #expect(await renameUser.nextRequest() == RenameUserRequest(userID: "42", name: "Ada Lovelace"))
        #expect(model.isSaving)

        renameUser.completeHeld(with: Profile(id: "42", name: "Ada Lovelace"))
        await saving.value
        #expect(!model.isSaving)
        #expect(model.state == .loaded(Profile(id: "42", name: "Ada Lovelace")))
        #expect(model.errorMessage == nil)
    }

    @Test func failedRenameKeepsTheProfileAndShowsTheError() async {
        defer { test.finish() }
        loadProfile.respond(with: Self.ada)
        renameUser.fail(with: InteractorError(message: "That name is taken."))
        await model.load()

        await model.rename(to: "Grace")

        #expect(loadProfile.wasExecutedOnce)
        #expect(renameUser.onlyRequest?.name == "Grace")
        #expect(model.state == .loaded(Self.ada))
        #expect(model.errorMessage == "That name is taken.")
        #expect(!model.isSaving)
    }

    @Test func blankNameIsRejectedWithoutExecutingARequest() async {
        defer { test.finish() }
        await model.rename(to: "   ")

        #expect(renameUser.wasNeverExecuted)
        #expect(model.errorMessage == "A name cannot be empty.")
    }

    @Test func signingOutFromAClosureCallerUpdatesTheStateAtOnce() {
        defer { test.finish() }
        signOut.respond()

        model.signOut()

        #expect(signOut.wasExecutedOnce)
        #expect(model.isSignedOut)
    }

    @Test func failedSignOutShowsTheError() {
        defer { test.finish() }
        signOut.fail(with: InteractorError(message: "Try again."))

        model.signOut()

        #expect(signOut.wasExecutedOnce)
        #expect(!model.isSignedOut)
        #expect(model.errorMessage == "Try again.")
    }
}
