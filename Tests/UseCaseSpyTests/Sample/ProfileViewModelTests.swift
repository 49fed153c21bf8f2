import Testing
import UseCaseSpy
import UseCases

/// The sample view model, tested with spies alone: every request it makes is checked (``TestExecutor``).
///
/// Each test runs inside `TestExecutor.run`, so the end-of-test checks run when the test ends, and a request
/// of a type the test registered no spy for fails it.
@Suite @MainActor struct ProfileViewModelTests {
    static let ada = Profile(id: "42", name: "Ada")

    private func model(_ test: TestExecutor) -> ProfileViewModel {
        ProfileViewModel(userID: "42", executor: test.executor)
    }

    @Test func showsLoadingUntilTheProfileArrives() async {
        await TestExecutor.run { test in
            let loadProfile = test.spy(for: LoadProfileRequest.self)
            loadProfile.hold()
            let model = model(test)
            let loading = Task { await model.load() }

            #expect(await loadProfile.nextRequest() == LoadProfileRequest(userID: "42"))
            #expect(model.state == .loading)

            loadProfile.completeHeld(with: Self.ada)
            await loading.value
            #expect(model.state == .loaded(Self.ada))
        }
    }

    @Test func showsTheErrorWhenLoadingFails() async {
        await TestExecutor.run { test in
            let loadProfile = test.spy(for: LoadProfileRequest.self)
            loadProfile.fail(with: InteractorError(message: "You are offline."))
            let model = model(test)

            await model.load()

            #expect(loadProfile.requests == [LoadProfileRequest(userID: "42")])
            #expect(model.state == .failed(message: "You are offline."))
        }
    }

    @Test func renamingSavesTheNameAndShowsTheSavedProfile() async {
        await TestExecutor.run { test in
            let renameUser = test.spy(for: RenameUserRequest.self)
            renameUser.hold()
            let model = model(test)
            let saving = Task { await model.rename(to: "Ada Lovelace") }

            #expect(await renameUser.nextRequest() == RenameUserRequest(userID: "42", name: "Ada Lovelace"))
            #expect(model.isSaving)

            renameUser.completeHeld(with: Profile(id: "42", name: "Ada Lovelace"))
            await saving.value
            #expect(!model.isSaving)
            #expect(model.state == .loaded(Profile(id: "42", name: "Ada Lovelace")))
            #expect(model.errorMessage == nil)
        }
    }

    @Test func failedRenameKeepsTheProfileAndShowsTheError() async {
        await TestExecutor.run { test in
            let loadProfile = test.spy(for: LoadProfileRequest.self)
            let renameUser = test.spy(for: RenameUserRequest.self)
            loadProfile.respond(with: Self.ada)
            renameUser.fail(with: InteractorError(message: "That name is taken."))
            let model = model(test)
            await model.load()

            await model.rename(to: "Grace")

            #expect(loadProfile.requests.count == 1)
            #expect(renameUser.requests.map(\.name) == ["Grace"])
            #expect(model.state == .loaded(Self.ada))
            #expect(model.errorMessage == "That name is taken.")
            #expect(!model.isSaving)
        }
    }

    @Test func blankNameIsRejectedWithoutExecutingARequest() async {
        await TestExecutor.run { test in
            let renameUser = test.spy(for: RenameUserRequest.self)
            let model = model(test)

            await model.rename(to: "   ")

            #expect(renameUser.requests.isEmpty)
            #expect(model.errorMessage == "A name cannot be empty.")
        }
    }

    @Test func signingOutFromAClosureCallerUpdatesTheStateAtOnce() {
        TestExecutor.run { test in
            let signOut = test.spy(for: SignOutRequest.self)
            signOut.respond()
            let model = model(test)

            model.signOut()

            #expect(signOut.requests.count == 1)
            #expect(model.isSignedOut)
        }
    }

    @Test func failedSignOutShowsTheError() {
        TestExecutor.run { test in
            let signOut = test.spy(for: SignOutRequest.self)
            signOut.fail(with: InteractorError(message: "Try again."))
            let model = model(test)

            model.signOut()

            #expect(signOut.requests.count == 1)
            #expect(!model.isSignedOut)
            #expect(model.errorMessage == "Try again.")
        }
    }
}
