import ProfileCore

/// What a key does on the profile screen.
enum KeyBinding: Equatable {
    /// Send this command to the screen.
    case send(ProfileScreenReducer.Command)
    /// End the session.
    case quit
    /// Nothing: a key with no meaning, or a number with no post.
    case ignore

    /// The keys that quit: `q`, Ctrl-C and Ctrl-D.
    static let quitKeys: Set<UInt8> = [UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x03, 0x04]

    /// The binding of a key, given what the screen shows: `r` retries the profile, `p` the posts, `f`
    /// refreshes the posts, `1`–`9` open the post with that number in the list, and `q`, Ctrl-C or Ctrl-D
    /// quit.
    ///
    /// - Parameters:
    ///   - key: The byte the terminal sent.
    ///   - viewModel: What the screen shows, which the number keys refer to.
    /// - Returns: What to do.
    static func binding(for key: UInt8, in viewModel: ProfileScreenReducer.ViewModel) -> KeyBinding {
        if quitKeys.contains(key) {
            return .quit
        }
        switch Character(Unicode.Scalar(key)) {
        case "r", "R":
            return .send(.profile(.retry))
        case "p", "P":
            return .send(.posts(.retry))
        case "f", "F":
            return .send(.posts(.refresh))
        case "1"..."9":
            let index = Int(key - UInt8(ascii: "1"))
            guard let posts = viewModel.posts.shownPosts, index < min(posts.count, ProfileRenderer.visiblePostCount)
            else { return .ignore }
            return .send(.posts(.select(posts[index].id)))
        default:
            return .ignore
        }
    }
}
