import ProfileCore

/// An in-process posts service that fails its first calls, then serves the same posts; at a pace the caller
/// sets.
actor ScriptedPostsService: PostsService {
    private let posts: [Post]
    private let pace: @Sendable () async throws -> Void
    private var failuresLeft: Int

    /// Creates the service.
    ///
    /// - Parameters:
    ///   - posts: The posts it serves, for every user.
    ///   - failures: How many calls fail, from the first, before it serves the posts.
    ///   - pace: Runs before each answer: a short sleep in the terminal, a read of a stream the demo feeds.
    init(posts: [Post], failures: Int, pace: @escaping @Sendable () async throws -> Void) {
        self.posts = posts
        self.failuresLeft = failures
        self.pace = pace
    }

    func posts(userID: Int) async throws -> [Post] {
        try await pace()
        guard failuresLeft == 0 else {
            failuresLeft -= 1
            throw ServiceError(message: SampleData.postsOutage)
        }
        return posts
    }
}
