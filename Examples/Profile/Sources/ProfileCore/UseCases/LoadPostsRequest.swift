public import UseCases

/// Asks for the posts of one user; ``LoadPostsInteractor`` sends them a page at a time, newest first.
public struct LoadPostsRequest: StreamRequest, Equatable {
    /// Each page of posts, as it arrives.
    public typealias Element = PostsPage

    /// The user whose posts to load.
    public var userID: Int

    /// Creates a request.
    public init(userID: Int) {
        self.userID = userID
    }
}
