import ExampleSupport
import ProfileCore
import UseCases

/// `profile demo`: plays a session on the profile screen and prints every view model it shows.
///
/// The services answer only when the demo lets them, one answer at a time (a profile, a page of posts),
/// through a stream each service reads before it answers, and the demo waits for the answers to reach the
/// screen, so that the output is the same on every run.
@MainActor
struct ProfileDemo {
    let console: any Console

    /// Plays the session.
    ///
    /// - Returns: ``ExitCode/success``, or ``ExitCode/failure`` when the screen did not show what was planned.
    func run() async -> Int32 {
        // Each yield lets one answer through; one the service has not asked for yet waits in the stream.
        let (profileAnswers, answerProfile) = AsyncStream<Void>.makeStream()
        let (postsAnswers, answerPosts) = AsyncStream<Void>.makeStream()
        let executor = ProfileLogic.makeExecutor(
            profiles: ScriptedProfileService(user: SampleData.user, pace: { for await _ in profileAnswers { return } }),
            posts: ScriptedPostsService(
                versions: SampleData.postVersions, failures: 1, pace: { for await _ in postsAnswers { return } })
        )
        let loaded = executor.events(of: PostsLoaded.self)  // Subscribed now: every load of the session is in it.
        let coordinator = ProfileCoordinator(userID: SampleData.user.id, executor: executor, console: console)
        let screen = coordinator.screen
        defer { screen.stop() }

        console.write("A scripted session on user #\(SampleData.user.id)'s profile screen.")
        console.write("The posts come two to a page. The service fails the first time; the demo retries, opens a")
        console.write("post, then refreshes the posts, which come back changed: the view prints the changes it")
        console.write("animates, page after page.")
        console.write("")
        console.write("> the screen appears")
        let postList = PostListView()
        let attachment = screen.attach { [console] viewModel in
            ProfileRenderer.lines(for: viewModel, changes: postList.show(viewModel.posts)).forEach(console.write)
            console.write("")
        }
        defer { attachment.cancel() }
        screen.send(.appeared)

        answerProfile.yield()
        // The posts are still held, so the screen's effects have not all ended: watch for the profile.
        for await viewModel in screen.viewModels where viewModel.profile != .loading { break }
        answerPosts.yield()
        await screen.effectsEnded()
        guard case .failed = screen.viewModel.posts else { return offScript(screen) }

        press("p", on: screen)
        answerPosts.yield()  // The first page,
        answerPosts.yield()  // and the second, the last.
        await screen.effectsEnded()
        guard case .loaded = screen.viewModel.posts else { return offScript(screen) }

        press("1", on: screen)
        console.write("")

        press("f", on: screen)
        answerPosts.yield()
        answerPosts.yield()
        await screen.effectsEnded()
        guard case .loaded(SampleData.refreshedPosts) = screen.viewModel.posts else { return offScript(screen) }
        // Both loads that reached the last page published an event; a listener would react as each came.
        console.write("> the events the posts use case published")
        for await event in loaded.prefix(2) {
            console.write(event.description)
        }
        return ExitCode.success
    }

    /// Does what the key does in the terminal, after saying which key it is.
    private func press(_ key: Character, on screen: Screen<ProfileScreenReducer>) {
        console.write("> \(key)")
        guard let byte = key.asciiValue,
            case .send(let command) = KeyBinding.binding(for: byte, in: screen.viewModel)
        else { return }
        screen.send(command)
    }

    private func offScript(_ screen: Screen<ProfileScreenReducer>) -> Int32 {
        console.writeError("profile: the demo did not go as planned; the screen shows \(screen.viewModel).")
        return ExitCode.failure
    }
}
