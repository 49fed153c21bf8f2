/// One post a user wrote, as the list of the profile screen shows it.
public struct Post: Equatable, Sendable, Identifiable {
    /// The post's number, which the coordinator opens it by.
    public let id: Int
    /// The post's title.
    public var title: String

    /// Creates a post.
    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}
