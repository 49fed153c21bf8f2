import ProfileCore

/// A posts service that serves the same pages to every load, or fails, and records the pages asked for.
actor StubPostsService: PostsService {
    private let pages: [[Post]]
    private let failure: (any Error)?
    private(set) var requestedPages: [String] = []

    /// Serves `pages`, and then, when `failure` is given, fails at the page after them.
    init(pages: [[Post]], failingAfterThem failure: (any Error)? = nil) {
        self.pages = pages
        self.failure = failure
    }

    /// Serves `answer`'s posts, two to a page; or fails at the first page.
    init(_ answer: Result<[Post], any Error>) {
        switch answer {
        case .success(let posts):
            let pages = stride(from: 0, to: posts.count, by: 2).map { Array(posts[$0..<min($0 + 2, posts.count)]) }
            self.init(pages: pages.isEmpty ? [[]] : pages)
        case .failure(let error):
            self.init(pages: [], failingAfterThem: error)
        }
    }

    func page(_ number: Int, ofPostsBy userID: Int) async throws -> PostsPage {
        requestedPages.append("page \(number) of user \(userID)")
        guard number <= pages.count else {
            throw failure ?? ServiceError(message: "There is no page \(number).")
        }
        return PostsPage(posts: pages[number - 1], number: number, isLast: number == pages.count && failure == nil)
    }
}
