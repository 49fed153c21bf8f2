import ExampleSupport
import ProfileCore
import UseCases

/// Creates the profile screen and acts on its outputs: here, "navigating" to a post is a line of text.
@MainActor
final class ProfileCoordinator {
    /// The screen it shows.
    let screen: Screen<ProfileScreenReducer>
    private let console: any Console

    /// Creates the screen of the user `userID`, with nothing loaded yet, whose use cases `executor` executes;
    /// the coordinator says on `console` where it navigates.
    init(userID: Int, executor: InteractorExecutor, console: any Console) {
        screen = Screen(ProfileScreenReducer(userID: userID), viewModel: .init(), executor: executor)
        self.console = console
        screen.onOutput = { [weak self] output in self?.handle(output) }
    }

    private func handle(_ output: ProfileScreenReducer.Output) {
        switch output {
        case .showPost(let postID):
            var title = ""
            if case .loaded(let posts) = screen.viewModel.posts, let post = posts.first(where: { $0.id == postID }) {
                title = ": \(post.title)"
            }
            console.write("→ Opening post #\(postID)\(title)")
        }
    }
}
