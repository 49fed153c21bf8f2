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
    static let outage = InteractorError(message: "The posts service is unavailable.")
}
