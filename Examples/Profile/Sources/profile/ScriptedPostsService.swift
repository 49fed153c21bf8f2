import ProfileCore

/// An in-process posts service that fails its first loads, then serves one version of the posts after
/// another, the last one for good, a page of `pageSize` posts at a time; at a pace the caller sets.
actor ScriptedPostsService: PostsService {
    private let versions: [[Post]]
    private let pageSize: Int
    private let pace: @Sendable () async throws -> Void
    private var failuresLeft: Int
    private var served = 0
    /// The version the load in progress serves, chosen at its first page.
    private var current: [Post] = []

    /// Creates the service.
    ///
    /// - Parameters:
    ///   - versions: The posts it serves, for every user: the first version at the first load that does not
    ///     fail, the next at the next load, and the last one from then on. At least one.
    ///   - pageSize: How many posts a page holds; at least 1.
    ///   - failures: How many loads fail, from the first, at their first page, before it serves the posts.
    ///   - pace: Runs before each page: a short sleep in the terminal, a read of a stream the demo feeds.
    init(versions: [[Post]], pageSize: Int = 2, failures: Int, pace: @escaping @Sendable () async throws -> Void) {
        precondition(!versions.isEmpty, "ScriptedPostsService needs at least one version of the posts.")
        precondition(pageSize >= 1, "A page holds at least one post.")
        self.versions = versions
        self.pageSize = pageSize
        self.failuresLeft = failures
        self.pace = pace
    }

    func page(_ number: Int, ofPostsBy userID: Int) async throws -> PostsPage {
        try await pace()
        if number == 1 {
            guard failuresLeft == 0 else {
                failuresLeft -= 1
                throw ServiceError(message: SampleData.postsOutage)
            }
            current = versions[min(served, versions.count - 1)]
            served += 1
        }
        let start = min((number - 1) * pageSize, current.count)
        let end = min(start + pageSize, current.count)
        return PostsPage(posts: Array(current[start..<end]), number: number, isLast: end == current.count)
    }
}
