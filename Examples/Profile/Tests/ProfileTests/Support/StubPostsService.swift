import ProfileCore

/// A posts service that answers every call the same way and records the users asked for.
actor StubPostsService: PostsService {
    private let answer: Result<[Post], any Error>
    private(set) var requestedUserIDs: [Int] = []

    init(_ answer: Result<[Post], any Error>) {
        self.answer = answer
    }

    func posts(userID: Int) async throws -> [Post] {
        requestedUserIDs.append(userID)
        return try answer.get()
    }
}
