import ProfileCore

/// Turns the profile screen's view model into the lines the terminal shows: the view, with no logic but
/// layout.
///
/// ```
/// Ada Lovelace — Writes about engines that compute.
/// Posts:
///   [1] Notes on the Analytical Engine
/// ```
enum ProfileRenderer {
    /// How many posts the list shows: one per number key.
    static let visiblePostCount = 9

    /// The lines of the whole screen: the header, then the posts.
    ///
    /// - Parameter viewModel: What the screen shows.
    /// - Returns: The lines, without newlines.
    static func lines(for viewModel: ProfileScreenReducer.ViewModel) -> [String] {
        [header(for: viewModel.profile)] + postLines(for: viewModel.posts)
    }

    /// The header line.
    ///
    /// - Parameter profile: The header's view model.
    /// - Returns: The line.
    static func header(for profile: ProfilePartReducer.ViewModel) -> String {
        switch profile {
        case .loading:
            "Loading profile…"
        case .failed(let message):
            "Couldn't load the profile: \(message) [r] retry"
        case .loaded(let user):
            user.bio.isEmpty ? user.name : "\(user.name) — \(user.bio)"
        }
    }

    /// The lines of the list of posts, numbered from 1 for the keys that open them.
    ///
    /// - Parameter posts: The list's view model.
    /// - Returns: The lines.
    static func postLines(for posts: PostsPartReducer.ViewModel) -> [String] {
        switch posts {
        case .loading:
            return ["Loading posts…"]
        case .empty:
            return ["No posts yet."]
        case .failed(let message):
            return ["Couldn't load posts: \(message) [p] retry"]
        case .loaded(let posts):
            let shown = posts.prefix(visiblePostCount).enumerated().map { index, post in
                "  [\(index + 1)] \(post.title)"
            }
            let hidden = posts.count - shown.count
            return ["Posts:"] + shown + (hidden > 0 ? ["  … and \(hidden) more"] : [])
        }
    }
}
