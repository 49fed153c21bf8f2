import ProfileCore

/// An in-process posts service that fails its first calls, then serves one version of the posts after
/// another, the last one for good; at a pace the caller sets.
actor ScriptedPostsService: PostsService {
    private let versions: [[Post]]
    private let pace: @Sendable () async throws -> Void
    private var failuresLeft: Int
    private var served = 0

    /// Creates the service.
    ///
    /// - Parameters:
    ///   - versions: The posts it serves, for every user: the first version at the first call that does not
    ///     fail, the next at the next call, and the last one from then on. At least one.
    ///   - failures: How many calls fail, from the first, before it serves the posts.
    ///   - pace: Runs before each answer: a short sleep in the terminal, a read of a stream the demo feeds.
    init(versions: [[Post]], failures: Int, pace: @escaping @Sendable () async throws -> Void) {
        precondition(!versions.isEmpty, "ScriptedPostsService needs at least one version of the posts.")
        self.versions = versions
        self.failuresLeft = failures
        self.pace = pace
    }

    func posts(userID: Int) async throws -> [Post] {
        try await pace()
        guard failuresLeft == 0 else {
            failuresLeft -= 1
            throw ServiceError(message: SampleData.postsOutage)
        }
        defer { served += 1 }
        return versions[min(served, versions.count - 1)]
    }
}
