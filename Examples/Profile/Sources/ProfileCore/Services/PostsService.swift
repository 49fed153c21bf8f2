/// Fetches the posts a user wrote: the plugin that ``LoadPostsInteractor`` reads through.
///
/// ## Implementation requirements
/// Return the posts newest first. Throw a ``ServiceError`` for a failure the user should read about.
public protocol PostsService: Sendable {
    /// Fetches the posts of one user.
    ///
    /// - Parameter userID: The user's number.
    /// - Returns: The user's posts, newest first; empty when they wrote none.
    /// - Throws: ``ServiceError`` when the posts cannot be fetched.
    func posts(userID: Int) async throws -> [Post]
}
