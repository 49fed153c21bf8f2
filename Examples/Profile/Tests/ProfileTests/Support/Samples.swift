import ProfileCore
import UseCases

/// The values the tests load and compare.
enum Samples {
    static let userID = 7
    static let ada = UserProfile(id: 7, name: "Ada Lovelace", bio: "Writes about engines that compute.")
    static let posts = [
        Post(id: 103, title: "Notes on the Analytical Engine"),
        Post(id: 102, title: "Bernoulli numbers, step by step"),
    ]
    /// The posts at a refresh: one new, one gone, one retitled, which the new one pushes down.
    static let refreshedPosts = [
        Post(id: 104, title: "On the engine's punched cards"),
        Post(id: 103, title: "Notes on the Analytical Engine (revised)"),
    ]
    static let outage = InteractorError(message: "The posts service is unavailable.")
    /// A post on the second page.
    static let olderPost = Post(id: 101, title: "A letter to Mr Babbage")

    /// The one page of `posts`, the last.
    static func onlyPage(_ posts: [Post]) -> PostsPage {
        PostsPage(posts: posts, number: 1, isLast: true)
    }

    /// The first of two pages: ``posts``.
    static let firstPage = PostsPage(posts: posts, number: 1, isLast: false)
    /// The second and last page: ``olderPost``.
    static let lastPage = PostsPage(posts: [olderPost], number: 2, isLast: true)
}
