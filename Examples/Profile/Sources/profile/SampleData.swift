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

    /// What the posts service says while it fails.
    static let postsOutage = "The posts service is unavailable."
}
