public import UseCases

/// The profile screen: a header with the user's profile and the list of their posts, each a ``ScreenPart``
/// with a reducer of its own, loaded side by side from two services.
///
/// The screen routes each part's commands to it, starts both loads when it appears, and turns the list's
/// selection into ``Output/showPost(_:)`` for its coordinator.
public struct ProfileScreenReducer: ScreenReducer, Sendable {
    /// Everything the screen shows: both parts' view models.
    public struct ViewModel: Equatable, Sendable {
        /// The header.
        public var profile: ProfilePartReducer.ViewModel
        /// The list of posts.
        public var posts: PostsPartReducer.ViewModel

        /// Creates a view model; a new screen shows both parts loading.
        public init(profile: ProfilePartReducer.ViewModel = .loading, posts: PostsPartReducer.ViewModel = .loading) {
            self.profile = profile
            self.posts = posts
        }

        /// Whether neither part is loading, so that every key the user presses has something to act on.
        public var isSettled: Bool {
            profile != .loading && posts != .loading
        }
    }

    /// What the screen can be asked to do.
    public enum Command: Equatable, Sendable {
        /// The screen appeared: loads both parts.
        case appeared
        /// A command for the header.
        case profile(ProfilePartReducer.Command)
        /// A command for the list of posts.
        case posts(PostsPartReducer.Command)
    }

    /// What the screen tells its coordinator.
    public enum Output: Equatable, Sendable {
        /// Open the post with this number.
        case showPost(Post.ID)
    }

    /// The header part.
    public let profile: ScreenPart<ProfileScreenReducer, ProfilePartReducer>
    /// The list part.
    public let posts: ScreenPart<ProfileScreenReducer, PostsPartReducer>

    /// Creates the reducer of one user's profile screen.
    ///
    /// - Parameter userID: The user whose profile and posts the screen shows.
    public init(userID: Int) {
        profile = ScreenPart(ProfilePartReducer(userID: userID), viewModel: \.profile, command: Command.profile)
        posts = ScreenPart(
            PostsPartReducer(userID: userID),
            viewModel: \.posts,
            command: Command.posts,
            output: { output in
                switch output {
                case .selected(let postID): .showPost(postID)
                }
            }
        )
    }

    /// Applies a command to the screen.
    ///
    /// - Parameters:
    ///   - viewModel: The screen's view model.
    ///   - command: What the view or an effect asked for.
    /// - Returns: The parts' effects, the header's first.
    public func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Output>] {
        switch command {
        case .appeared:
            return profile.reduce(&viewModel, .load) + posts.reduce(&viewModel, .load)
        case .profile(let command):
            return profile.reduce(&viewModel, command)
        case .posts(let command):
            return posts.reduce(&viewModel, command)
        }
    }
}
