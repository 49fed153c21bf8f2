import ProfileCore
import Testing
import UseCases

/// The screen's reducer, called as a function: it routes to its two parts and combines their view models and
/// effects; its output, the list's selection turned into its own, is checked on the running screen.
///
/// The loads are checked by their descriptions, which also name the part each comes from, and by the commands
/// they feed back.
@Suite struct ProfileScreenReducerTests {
    typealias ViewModel = ProfileScreenReducer.ViewModel
    let reducer = ProfileScreenReducer(userID: Samples.userID)

    @Test func aNewScreenShowsBothPartsLoading() {
        #expect(ViewModel() == ViewModel(profile: .loading, posts: .loading))
        #expect(!ViewModel().isSettled)
    }

    @Test func appearingLoadsBothParts() {
        var viewModel = ViewModel(profile: .failed(message: "Offline."), posts: .empty)
        let effects = reducer.reduce(&viewModel, .appeared)
        #expect(viewModel == ViewModel(profile: .loading, posts: .loading))
        #expect(
            effects.map(\.description) == [
                "ProfilePartReducer: execute LoadProfileRequest(userID: 7) (id: load)",
                "PostsPartReducer: stream LoadPostsRequest(userID: 7) (id: load)",
            ]
        )
        #expect(effects.map { $0.request as? LoadProfileRequest } == [LoadProfileRequest(userID: 7), nil])
        #expect(effects.map { $0.request as? LoadPostsRequest } == [nil, LoadPostsRequest(userID: 7)])
    }

    @Test func eachLoadFeedsBackIntoItsOwnPart() throws {
        var viewModel = ViewModel()
        let effects = reducer.reduce(&viewModel, .appeared)
        try #require(effects.count == 2)
        #expect(effects[0].command(after: .success(Samples.ada)) == .profile(.loaded(Samples.ada)))
        #expect(effects[1].command(afterElement: Samples.firstPage) == .posts(.pageLoaded(Samples.firstPage)))
        #expect(effects[1].command(after: .success(())) == .posts(.loaded))
        let failure = Result<Void, InteractorError>.failure(Samples.outage)
        #expect(effects[1].command(after: failure) == .posts(.failed(message: Samples.outage.message)))
        #expect(effects[0].command(after: .success(())) == nil)  // Another response type.
    }

    @Test func postsCommandsChangeTheListOnly() {
        var viewModel = ViewModel(profile: .loaded(Samples.ada))
        let effects = reducer.reduce(&viewModel, .posts(.failed(message: "Offline.")))
        #expect(viewModel == ViewModel(profile: .loaded(Samples.ada), posts: .failed(message: "Offline.")))
        #expect(viewModel.isSettled)
        #expect(effects.isEmpty)
    }

    @Test func retryingThePostsReloadsThemAndLeavesTheFailedHeaderAlone() {
        var viewModel = ViewModel(profile: .failed(message: "Down."), posts: .failed(message: "Offline."))
        let effects = reducer.reduce(&viewModel, .posts(.retry))
        #expect(viewModel == ViewModel(profile: .failed(message: "Down."), posts: .loading))
        #expect(effects.map(\.description) == ["PostsPartReducer: stream LoadPostsRequest(userID: 7) (id: load)"])
    }

    @Test func retryingTheProfileReloadsItAndLeavesTheListAlone() {
        var viewModel = ViewModel(profile: .failed(message: "Down."), posts: .loaded(Samples.posts))
        let effects = reducer.reduce(&viewModel, .profile(.retry))
        #expect(viewModel == ViewModel(profile: .loading, posts: .loaded(Samples.posts)))
        #expect(effects.map(\.description) == ["ProfilePartReducer: execute LoadProfileRequest(userID: 7) (id: load)"])
    }
}
