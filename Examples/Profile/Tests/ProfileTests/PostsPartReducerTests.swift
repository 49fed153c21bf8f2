import ProfileCore
import Testing
import UseCases

/// The list's reducer, called as a function: view model in, view model and effects out.
@Suite struct PostsPartReducerTests {
    typealias Command = PostsPartReducer.Command
    let reducer = PostsPartReducer(userID: Samples.userID)

    private var loadEffect: ScreenEffect<Command, PostsPartReducer.Output> {
        .stream(
            LoadPostsRequest(userID: Samples.userID),
            id: "load",
            onElement: Command.pageLoaded,
            onComplete: { .loaded },
            onError: { .failed(message: $0.message) }
        )
    }

    @Test func loadShowsLoadingAndLoadsTheUsersPosts() {
        var viewModel = PostsPartReducer.ViewModel.empty
        let effects = reducer.reduce(&viewModel, .load)
        #expect(viewModel == .loading)
        #expect(effects == [loadEffect])
    }

    @Test func theLoadFeedsBackEachPageThenTheEndOrTheErrorMessage() {
        var viewModel = PostsPartReducer.ViewModel.loading
        let effects = reducer.reduce(&viewModel, .load)
        #expect(effects.first?.command(afterElement: Samples.firstPage) == .pageLoaded(Samples.firstPage))
        #expect(effects.first?.command(after: .success(())) == .loaded)
        let failure = Result<Void, InteractorError>.failure(Samples.outage)
        #expect(effects.first?.command(after: failure) == .failed(message: Samples.outage.message))
    }

    @Test func refreshKeepsThePostsShownBelowEachPageUntilTheLastReplacesThem() {
        var viewModel = PostsPartReducer.ViewModel.loaded(Samples.posts + [Samples.olderPost])
        #expect(reducer.reduce(&viewModel, .refresh) == [loadEffect])
        #expect(viewModel == .loaded(Samples.posts + [Samples.olderPost]))
        _ = reducer.reduce(&viewModel, .pageLoaded(PostsPage(posts: Samples.refreshedPosts, number: 1, isLast: false)))
        // 103 came back, retitled, in the first page; 102 and 101 have not come back yet.
        #expect(
            viewModel
                == .loadingMore(received: Samples.refreshedPosts, previous: [Samples.posts[1], Samples.olderPost]))
        _ = reducer.reduce(&viewModel, .pageLoaded(PostsPage(posts: [Samples.olderPost], number: 2, isLast: true)))
        #expect(viewModel == .loaded(Samples.refreshedPosts + [Samples.olderPost]), "102 never came back")
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
        var loadingMore = PostsPartReducer.ViewModel.loadingMore(received: Samples.posts, previous: [])
        #expect(reducer.reduce(&loadingMore, .refresh).isEmpty)
        #expect(loadingMore == .loadingMore(received: Samples.posts, previous: []))
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

    @Test func eachPageIsListedBelowThePagesBeforeItUntilTheLast() {
        var viewModel = PostsPartReducer.ViewModel.loading
        #expect(reducer.reduce(&viewModel, .pageLoaded(Samples.firstPage)).isEmpty)
        #expect(viewModel == .loadingMore(received: Samples.posts, previous: []))
        #expect(reducer.reduce(&viewModel, .pageLoaded(Samples.lastPage)).isEmpty)
        #expect(viewModel == .loaded(Samples.posts + [Samples.olderPost]))
        #expect(reducer.reduce(&viewModel, .loaded).isEmpty)
        #expect(viewModel == .loaded(Samples.posts + [Samples.olderPost]), "the end after the last page")
    }

    @Test func aRefreshedListThatDidNotChangeDoesNotMoveWhileItsPagesCome() {
        let posts = Samples.posts + [Samples.olderPost]
        var viewModel = PostsPartReducer.ViewModel.loaded(posts)
        _ = reducer.reduce(&viewModel, .refresh)
        _ = reducer.reduce(&viewModel, .pageLoaded(Samples.firstPage))
        #expect(viewModel.shownPosts == posts)
        _ = reducer.reduce(&viewModel, .pageLoaded(Samples.lastPage))
        #expect(viewModel == .loaded(posts))
    }

    @Test func anEmptyLastPageOfNoPostsShowsEmpty() {
        var viewModel = PostsPartReducer.ViewModel.loading
        _ = reducer.reduce(&viewModel, .pageLoaded(Samples.onlyPage([])))
        #expect(viewModel == .empty)
        var refreshed = PostsPartReducer.ViewModel.loaded(Samples.posts)
        _ = reducer.reduce(&refreshed, .pageLoaded(Samples.onlyPage([])))
        #expect(refreshed == .empty, "a refresh that finds no posts")
    }

    @Test func anEndWithoutALastPageShowsWhatArrived() {
        var some = PostsPartReducer.ViewModel.loadingMore(received: Samples.posts, previous: [Samples.olderPost])
        _ = reducer.reduce(&some, .loaded)
        #expect(some == .loaded(Samples.posts))
        var none = PostsPartReducer.ViewModel.loading
        _ = reducer.reduce(&none, .loaded)
        #expect(none == .empty)
    }

    @Test func aFailureAfterTheFirstPageShowsItsMessageInPlaceOfThePosts() {
        var viewModel = PostsPartReducer.ViewModel.loading
        _ = reducer.reduce(&viewModel, .pageLoaded(Samples.firstPage))
        #expect(reducer.reduce(&viewModel, .failed(message: "Offline.")).isEmpty)
        #expect(viewModel == .failed(message: "Offline."), "as a load that fails at once; p retries")
    }

    @Test(arguments: [
        PostsPartReducer.ViewModel.loading, .empty, .loaded(Samples.posts),
        .loadingMore(received: Samples.posts, previous: []),
    ])
    func retryIsIgnoredUnlessTheLoadFailed(viewModel before: PostsPartReducer.ViewModel) {
        var viewModel = before
        let effects = reducer.reduce(&viewModel, .retry)
        #expect(viewModel == before)
        #expect(effects.isEmpty)
    }

    @Test(arguments: [
        PostsPartReducer.ViewModel.loaded(Samples.posts), .loadingMore(received: [], previous: Samples.posts),
    ])
    func selectingAListedPostSendsItAsOutput(viewModel before: PostsPartReducer.ViewModel) {
        var viewModel = before
        let effects = reducer.reduce(&viewModel, .select(102))
        #expect(viewModel == before)
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
