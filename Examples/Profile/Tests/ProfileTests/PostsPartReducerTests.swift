import ProfileCore
import Testing
import UseCases

/// The list's reducer, called as a function: view model in, view model and effects out.
@Suite struct PostsPartReducerTests {
    typealias Command = PostsPartReducer.Command
    let reducer = PostsPartReducer(userID: Samples.userID)

    private var loadEffect: ScreenEffect<Command, PostsPartReducer.Output> {
        .execute(
            LoadPostsRequest(userID: Samples.userID),
            id: "load",
            onComplete: Command.loaded,
            onError: { .failed(message: $0.message) }
        )
    }

    @Test func loadShowsLoadingAndLoadsTheUsersPosts() {
        var viewModel = PostsPartReducer.ViewModel.empty
        let effects = reducer.reduce(&viewModel, .load)
        #expect(viewModel == .loading)
        #expect(effects == [loadEffect])
    }

    @Test func theLoadFeedsBackThePostsOrTheErrorMessage() {
        var viewModel = PostsPartReducer.ViewModel.loading
        let effects = reducer.reduce(&viewModel, .load)
        #expect(effects.first?.command(after: .success(Samples.posts)) == .loaded(Samples.posts))
        let failure = Result<[Post], InteractorError>.failure(Samples.outage)
        #expect(effects.first?.command(after: failure) == .failed(message: Samples.outage.message))
    }

    @Test func refreshLoadsAgainAndKeepsThePostsShownUntilTheNewOnesArrive() {
        var viewModel = PostsPartReducer.ViewModel.loaded(Samples.posts)
        #expect(reducer.reduce(&viewModel, .refresh) == [loadEffect])
        #expect(viewModel == .loaded(Samples.posts))
        var empty = PostsPartReducer.ViewModel.empty
        #expect(reducer.reduce(&empty, .refresh) == [loadEffect])
        #expect(empty == .empty)
    }

    @Test func refreshAfterAFailureShowsLoadingAndWhileLoadingDoesNothing() {
        var failed = PostsPartReducer.ViewModel.failed(message: "Down.")
        #expect(reducer.reduce(&failed, .refresh) == [loadEffect])
        #expect(failed == .loading)
        var loading = PostsPartReducer.ViewModel.loading
        #expect(reducer.reduce(&loading, .refresh).isEmpty)
        #expect(loading == .loading)
    }

    @Test func aRefreshThatFailsShowsTheFailureInPlaceOfThePosts() {
        var viewModel = PostsPartReducer.ViewModel.loaded(Samples.posts)
        _ = reducer.reduce(&viewModel, .refresh)
        #expect(reducer.reduce(&viewModel, .failed(message: "Down.")).isEmpty)
        #expect(viewModel == .failed(message: "Down."))
    }

    @Test func aSecondRefreshReplacesTheOneRunning() {
        var viewModel = PostsPartReducer.ViewModel.loaded(Samples.posts)
        _ = reducer.reduce(&viewModel, .refresh)
        // The same effect id: the screen cancels the first load when it starts the second.
        #expect(reducer.reduce(&viewModel, .refresh) == [loadEffect])
        #expect(viewModel == .loaded(Samples.posts))
    }

    @Test func loadedPostsAreListed() {
        var viewModel = PostsPartReducer.ViewModel.loading
        let effects = reducer.reduce(&viewModel, .loaded(Samples.posts))
        #expect(viewModel == .loaded(Samples.posts))
        #expect(effects.isEmpty)
    }

    @Test func noPostsShowsEmpty() {
        var viewModel = PostsPartReducer.ViewModel.loading
        let effects = reducer.reduce(&viewModel, .loaded([]))
        #expect(viewModel == .empty)
        #expect(effects.isEmpty)
    }

    @Test func aFailedLoadShowsItsMessage() {
        var viewModel = PostsPartReducer.ViewModel.loading
        let effects = reducer.reduce(&viewModel, .failed(message: "Offline."))
        #expect(viewModel == .failed(message: "Offline."))
        #expect(effects.isEmpty)
    }

    @Test func retryAfterAFailureLoadsAgain() {
        var viewModel = PostsPartReducer.ViewModel.failed(message: "Offline.")
        let effects = reducer.reduce(&viewModel, .retry)
        #expect(viewModel == .loading)
        #expect(effects == [loadEffect])
    }

    @Test(arguments: [PostsPartReducer.ViewModel.loading, .empty, .loaded(Samples.posts)])
    func retryIsIgnoredUnlessTheLoadFailed(viewModel before: PostsPartReducer.ViewModel) {
        var viewModel = before
        let effects = reducer.reduce(&viewModel, .retry)
        #expect(viewModel == before)
        #expect(effects.isEmpty)
    }

    @Test func selectingAListedPostSendsItAsOutput() {
        var viewModel = PostsPartReducer.ViewModel.loaded(Samples.posts)
        let effects = reducer.reduce(&viewModel, .select(102))
        #expect(viewModel == .loaded(Samples.posts))
        #expect(effects == [.output(.selected(102))])
    }

    @Test(arguments: [
        (PostsPartReducer.ViewModel.loaded(Samples.posts), 999),
        (.loading, 103),
        (.empty, 103),
        (.failed(message: "Offline."), 103),
    ])
    func selectingAPostTheListDoesNotShowDoesNothing(viewModel before: PostsPartReducer.ViewModel, postID: Int) {
        var viewModel = before
        let effects = reducer.reduce(&viewModel, .select(postID))
        #expect(viewModel == before)
        #expect(effects.isEmpty)
    }
}
