public import UseCases

/// The posts part of the profile screen: the list of the user's posts, loaded a page at a time through
/// ``LoadPostsRequest``, a streamed use case; selecting one tells the screen's coordinator to open it.
///
/// `load` always loads, replacing a load still running; `retry` loads again only after a failure; `refresh`
/// loads again and keeps the posts shown while the pages come: each page's posts take their place at the top,
/// the posts shown before that have not come back yet stay below them, and those still missing after the last
/// page go. So the view animates only what changed, and an unchanged list does not move.
public struct PostsPartReducer: ScreenReducer, Sendable {
    /// What the list shows.
    public enum ViewModel: Equatable, Sendable {
        /// The posts are on their way; a new screen starts here, since it loads as soon as it appears.
        case loading
        /// The user wrote no posts.
        case empty
        /// The posts could not be loaded; the message says why.
        case failed(message: String)
        /// Pages are still on their way: the posts they brought so far, newest first, then the posts shown
        /// before (by a refresh) that have not come back yet; never both empty.
        case loadingMore(received: [Post], previous: [Post])
        /// The posts, newest first; never empty.
        case loaded([Post])

        /// The posts the list shows, while some are shown.
        public var shownPosts: [Post]? {
            switch self {
            case .loadingMore(let received, let previous): received + previous
            case .loaded(let posts): posts
            case .loading, .empty, .failed: nil
            }
        }
    }

    /// What the list can be asked to do, and what its use case answers.
    public enum Command: Equatable, Sendable {
        /// Loads the posts.
        case load
        /// Loads the posts again after a failure; ignored otherwise.
        case retry
        /// Loads the posts again, keeping what is shown until the answer replaces it: the first page, or the
        /// failure. Ignored while the posts are loading; a refresh still running is replaced by the new one.
        case refresh
        /// Fed back: a page of posts arrived.
        case pageLoaded(PostsPage)
        /// Fed back: the use case ended after its last page.
        case loaded
        /// Fed back: the posts could not be loaded.
        case failed(message: String)
        /// Opens a post of the list; ignored for a post the list does not show.
        case select(Post.ID)
    }

    /// What the list tells the screen around it.
    public enum Output: Equatable, Sendable {
        /// The user selected the post with this number.
        case selected(Post.ID)
    }

    /// The user whose posts the part shows.
    public let userID: Int

    /// Creates the reducer.
    public init(userID: Int) {
        self.userID = userID
    }

    /// Applies a command to the list.
    ///
    /// - Parameters:
    ///   - viewModel: The list's view model.
    ///   - command: What the view or the use case asked for.
    /// - Returns: The load to execute or the selection to send, if any.
    public func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Output>] {
        switch command {
        case .load:
            return load(&viewModel)
        case .retry:
            guard case .failed = viewModel else { return [] }
            return load(&viewModel)
        case .refresh:
            switch viewModel {
            case .loading, .loadingMore: return []
            case .failed: return load(&viewModel)
            case .empty, .loaded: return [loadEffect()]  // What is shown stays until the first page replaces it.
            }
        case .pageLoaded(let page):
            viewModel = viewModel.adding(page)
            return []
        case .loaded:
            // Every page arrived; the last one said so already, unless the use case ended without it.
            switch viewModel {
            case .loadingMore(let received, _): viewModel = received.isEmpty ? .empty : .loaded(received)
            case .loading: viewModel = .empty
            case .empty, .failed, .loaded: break
            }
            return []
        case .failed(let message):
            viewModel = .failed(message: message)
            return []
        case .select(let postID):
            guard let posts = viewModel.shownPosts, posts.contains(where: { $0.id == postID }) else { return [] }
            return [.output(.selected(postID))]
        }
    }

    private func load(_ viewModel: inout ViewModel) -> [ScreenEffect<Command, Output>] {
        viewModel = .loading
        return [loadEffect()]
    }

    private func loadEffect() -> ScreenEffect<Command, Output> {
        .stream(
            LoadPostsRequest(userID: userID),
            id: "load",
            onElement: Command.pageLoaded,
            onComplete: { .loaded },
            onError: { .failed(message: $0.message) }
        )
    }
}

extension PostsPartReducer.ViewModel {
    /// The list once `page` has arrived. The first page starts over, from the posts shown now (a refresh's);
    /// each page's posts come after those of the pages before it, and leave the posts shown before; after the
    /// last page, only the pages' posts are left.
    fileprivate func adding(_ page: PostsPage) -> Self {
        let (received, previous): ([Post], [Post])
        switch (page.number, self) {
        case (1, _): (received, previous) = (page.posts, shownPosts ?? [])
        case (_, .loadingMore(let before, let stillShown)): (received, previous) = (before + page.posts, stillShown)
        default: (received, previous) = (page.posts, [])  // A page after the first, with none before it.
        }
        if page.isLast {
            return received.isEmpty ? .empty : .loaded(received)
        }
        let arrived = Set(received.map(\.id))
        let stillShown = previous.filter { !arrived.contains($0.id) }
        return received.isEmpty && stillShown.isEmpty
            ? .loading : .loadingMore(received: received, previous: stillShown)
    }
}
