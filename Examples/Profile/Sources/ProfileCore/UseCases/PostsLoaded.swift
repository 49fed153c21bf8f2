public import UseCases

/// An event: a user's posts were loaded to their last page. ``LoadPostsInteractor`` publishes it, so that
/// whatever counts or caches posts learns of it without the use case knowing who listens.
public struct PostsLoaded: InteractorEvent, Equatable, CustomStringConvertible {
    /// The user whose posts were loaded.
    public var userID: Int
    /// How many posts the pages held in all.
    public var count: Int

    /// Creates the event.
    ///
    /// - Parameters:
    ///   - userID: The user whose posts were loaded.
    ///   - count: How many posts the pages held in all.
    public init(userID: Int, count: Int) {
        self.userID = userID
        self.count = count
    }

    /// The event as the demo prints it, such as `PostsLoaded: 4 posts of user #7`.
    public var description: String {
        "PostsLoaded: \(count) post\(count == 1 ? "" : "s") of user #\(userID)"
    }
}
