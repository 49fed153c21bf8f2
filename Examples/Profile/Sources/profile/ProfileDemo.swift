import ProfileCore
import UseCases

/// `profile demo`: plays a session on the profile screen and prints every view model it shows.
///
/// The services answer only when the demo opens their turnstile, one answer at a time, and the demo waits
/// for each answer to reach the screen, so that the output is the same on every run.
@MainActor
struct ProfileDemo {
    let console: any Console

    /// Plays the session.
    ///
    /// - Returns: ``ExitCode/success``, or ``ExitCode/failure`` when the screen did not show what was planned.
    func run() async -> Int32 {
        let profileAnswers = Turnstile()
        let postsAnswers = Turnstile()
        let executor = ProfileLogic.makeExecutor(
            profiles: ScriptedProfileService(user: SampleData.user, pace: { await profileAnswers.pass() }),
            posts: ScriptedPostsService(posts: SampleData.posts, failures: 1, pace: { await postsAnswers.pass() })
        )
        let coordinator = ProfileCoordinator(userID: SampleData.user.id, executor: executor, console: console)
        let screen = coordinator.screen
        defer { screen.stop() }

        console.write("A scripted session on user #\(SampleData.user.id)'s profile screen.")
        console.write("The posts service fails the first time; the demo retries, then opens a post.")
        console.write("")
        console.write("> the screen appears")
        let attachment = screen.attach { [console] viewModel in
            ProfileRenderer.lines(for: viewModel).forEach(console.write)
            console.write("")
        }
        defer { attachment.cancel() }
        screen.send(.appeared)

        await profileAnswers.open()
        await screen.waitUntil { $0.profile != .loading }
        await postsAnswers.open()
        await screen.waitUntil(\.isSettled)
        guard case .failed = screen.viewModel.posts else { return offScript(screen) }

        press("p", on: screen)
        await postsAnswers.open()
        await screen.waitUntil(\.isSettled)
        guard case .loaded = screen.viewModel.posts else { return offScript(screen) }

        press("1", on: screen)
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
