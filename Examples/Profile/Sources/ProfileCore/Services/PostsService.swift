/// Fetches the posts a user wrote, a page at a time: the plugin that ``LoadPostsInteractor`` reads through.
///
/// ## Implementation requirements
/// Serve the posts newest first, page after page; mark the last page. Throw a ``ServiceError`` for a failure
/// the user should read about.
public protocol PostsService: Sendable {
    /// Fetches one page of the posts of one user.
    ///
    /// - Parameters:
    ///   - number: The page's number, from 1.
    ///   - userID: The user's number.
    /// - Returns: The page; the first page of a user who wrote no posts is empty, and the last.
    /// - Throws: ``ServiceError`` when the page cannot be fetched.
    func page(_ number: Int, ofPostsBy userID: Int) async throws -> PostsPage
}
