import ProfileCore
import Testing
import UseCases

/// The header's reducer, called as a function: view model in, view model and effects out.
@Suite struct ProfilePartReducerTests {
    typealias Command = ProfilePartReducer.Command
    let reducer = ProfilePartReducer(userID: Samples.userID)

    private var loadEffect: ScreenEffect<Command, Never> {
        .execute(
            LoadProfileRequest(userID: Samples.userID),
            id: "load",
            onComplete: Command.loaded,
            onError: { .failed(message: $0.message) }
        )
    }

    @Test func loadShowsLoadingAndLoadsTheUsersProfile() {
        var viewModel = ProfilePartReducer.ViewModel.loaded(Samples.ada)
        let effects = reducer.reduce(&viewModel, .load)
        #expect(viewModel == .loading)
        #expect(effects == [loadEffect])
    }

    @Test func theLoadFeedsBackTheProfileOrTheErrorMessage() {
        var viewModel = ProfilePartReducer.ViewModel.loading
        let effects = reducer.reduce(&viewModel, .load)
        #expect(effects.first?.command(after: .success(Samples.ada)) == .loaded(Samples.ada))
        let failure = Result<UserProfile, InteractorError>.failure(InteractorError(message: "Offline."))
        #expect(effects.first?.command(after: failure) == .failed(message: "Offline."))
    }

    @Test func aLoadedProfileIsShown() {
        var viewModel = ProfilePartReducer.ViewModel.loading
        let effects = reducer.reduce(&viewModel, .loaded(Samples.ada))
        #expect(viewModel == .loaded(Samples.ada))
        #expect(effects.isEmpty)
    }

    @Test func aFailedLoadShowsItsMessage() {
        var viewModel = ProfilePartReducer.ViewModel.loading
        let effects = reducer.reduce(&viewModel, .failed(message: "Offline."))
        #expect(viewModel == .failed(message: "Offline."))
        #expect(effects.isEmpty)
    }

    @Test(arguments: [ProfilePartReducer.ViewModel.loading, .loaded(Samples.ada)])
    func retryIsIgnoredUnlessTheLoadFailed(viewModel before: ProfilePartReducer.ViewModel) {
        var viewModel = before
        let effects = reducer.reduce(&viewModel, .retry)
        #expect(viewModel == before)
        #expect(effects.isEmpty)
    }
}
