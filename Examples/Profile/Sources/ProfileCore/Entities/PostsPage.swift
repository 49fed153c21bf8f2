/// One page of a user's posts, as the posts service serves them and the load use case sends them on.
public struct PostsPage: Equatable, Sendable {
    /// The page's posts, newest first; the posts of a page come after those of the page before.
    public var posts: [Post]
    /// The page's number, from 1.
    public var number: Int
    /// Whether no page comes after this one.
    public var isLast: Bool

    /// Creates a page.
    public init(posts: [Post], number: Int, isLast: Bool) {
        self.posts = posts
        self.number = number
        self.isLast = isLast
    }
}
