import ProfileCore

/// The user and posts the in-process services serve.
enum SampleData {
    /// The user whose screen `profile` shows.
    static let user = UserProfile(id: 7, name: "Ada Lovelace", bio: "Writes about engines that compute.")

    /// The user's posts, newest first.
    static let posts = [
        Post(id: 103, title: "Notes on the Analytical Engine"),
        Post(id: 102, title: "Bernoulli numbers, step by step"),
        Post(id: 101, title: "A letter to Mr Babbage"),
    ]

    /// The user's posts at a refresh: one new, one gone, one retitled, two in another order.
    static let refreshedPosts = [
        Post(id: 104, title: "On the engine's punched cards"),
        Post(id: 101, title: "A letter to Mr Babbage"),
        Post(id: 103, title: "Notes on the Analytical Engine (revised)"),
    ]

    /// The versions the posts service serves: the posts, then the refreshed posts.
    static let postVersions = [posts, refreshedPosts]

    /// What the posts service says while it fails.
    static let postsOutage = "The posts service is unavailable."
}
