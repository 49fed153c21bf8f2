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

    /// The lines of the whole screen: the header, how the posts changed, if they did, then the posts.
    ///
    /// - Parameters:
    ///   - viewModel: What the screen shows.
    ///   - changes: The line that says how the list changed, from ``PostListView/show(_:)``; none by default.
    /// - Returns: The lines, without newlines.
    static func lines(for viewModel: ProfileScreenReducer.ViewModel, changes: [String] = []) -> [String] {
        [header(for: viewModel.profile)] + changes + postLines(for: viewModel.posts)
    }

    /// The header line.
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

    /// The line that says how the list of posts changed, as a table view would animate it: rows by the numbers
    /// the list shows, deleted ones and the start of a move by their number before, the others by their
    /// number now.
    ///
    /// - Parameter changes: The changes of the list's rows, all in section 0.
    /// - Returns: A line such as `Changes: deleted [2], inserted [1], moved [1]→[3], reloaded [3]`.
    static func changeLine(for changes: ListChanges<ListIndexPath>) -> String {
        func numbers(_ paths: [ListIndexPath]) -> String {
            paths.map { "[\($0.row + 1)]" }.joined(separator: " ")
        }
        var parts: [String] = []
        if !changes.deletions.isEmpty { parts.append("deleted \(numbers(changes.deletions))") }
        if !changes.insertions.isEmpty { parts.append("inserted \(numbers(changes.insertions))") }
        if !changes.moves.isEmpty {
            parts.append(
                "moved " + changes.moves.map { "[\($0.from.row + 1)]→[\($0.to.row + 1)]" }.joined(separator: " "))
        }
        if !changes.reloads.isEmpty { parts.append("reloaded \(numbers(changes.reloads))") }
        return "Changes: " + parts.joined(separator: ", ")
    }

    /// The lines of the list of posts, numbered from 1 for the keys that open them.
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
