public import UseCases

/// Asks for the posts of one user; ``LoadPostsInteractor`` answers with them.
public struct LoadPostsRequest: InteractorRequest, Equatable {
    /// The answer: the user's posts, newest first.
    public typealias Response = [Post]

    /// The user whose posts to load.
    public var userID: Int

    /// Creates a request.
    ///
    /// - Parameter userID: The user whose posts to load.
    public init(userID: Int) {
        self.userID = userID
    }
}
