import ProfileCore
import UseCases

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

    /// The lines of the whole screen: the header, how the posts changed since the view model before, if
    /// they did, then the posts.
    ///
    /// - Parameters:
    ///   - viewModel: What the screen shows.
    ///   - previous: What it showed before; `nil` the first time.
    /// - Returns: The lines, without newlines.
    static func lines(
        for viewModel: ProfileScreenReducer.ViewModel,
        after previous: ProfileScreenReducer.ViewModel? = nil
    ) -> [String] {
        [header(for: viewModel.profile)] + changeLines(from: previous?.posts, to: viewModel.posts)
            + postLines(for: viewModel.posts)
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

    /// The line that says how a list of posts shown changed, as a table view would animate it: rows by the
    /// numbers the list shows, deleted ones and the start of a move by their number before, the others by
    /// their number now.
    ///
    /// - Parameters:
    ///   - previous: The list's view model before; `nil` the first time.
    ///   - posts: The list's view model now.
    /// - Returns: One line, such as `Changes: deleted [2], inserted [1], moved [1]→[3], reloaded [3]`; none
    ///   when the list was not shown both times, or did not change.
    static func changeLines(
        from previous: PostsPartReducer.ViewModel?, to posts: PostsPartReducer.ViewModel
    )
        -> [String]
    {
        guard let old = previous?.shownPosts, let new = posts.shownPosts else { return [] }
        let changes = ListChanges(from: old, to: new)
        guard !changes.isEmpty else { return [] }
        func numbers(_ indexes: [Int]) -> String {
            indexes.map { "[\($0 + 1)]" }.joined(separator: " ")
        }
        var parts: [String] = []
        if !changes.deletions.isEmpty { parts.append("deleted \(numbers(changes.deletions))") }
        if !changes.insertions.isEmpty { parts.append("inserted \(numbers(changes.insertions))") }
        if !changes.moves.isEmpty {
            parts.append("moved " + changes.moves.map { "[\($0.from + 1)]→[\($0.to + 1)]" }.joined(separator: " "))
        }
        if !changes.reloads.isEmpty { parts.append("reloaded \(numbers(changes.reloads))") }
        return ["Changes: " + parts.joined(separator: ", ")]
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
            return lines(of: posts)
        case .loadingMore(let received, let previous):
            return lines(of: received + previous) + ["  Loading more…"]
        }
    }

    private static func lines(of posts: [Post]) -> [String] {
        let shown = posts.prefix(visiblePostCount).enumerated().map { index, post in
            "  [\(index + 1)] \(post.title)"
        }
        let hidden = posts.count - shown.count
        return ["Posts:"] + shown + (hidden > 0 ? ["  … and \(hidden) more"] : [])
    }
}
