import ExampleSupport
import Foundation
import ProfileCore
import UseCases

/// `profile`: the profile screen in the terminal, driven by keys, over services that take a moment to answer.
///
/// A key other than `q` pressed while a part is loading acts once both parts have settled, so that typing
/// ahead, or piping keys in, does the same as waiting before each key; on a terminal, `q` and Ctrl-D go before
/// the keys that wait.
/// The screen is drawn again when the window changes its size or the program continues after a stop.
@MainActor
struct InteractiveSession {
    /// How long each service takes to answer.
    static let latencyInNanoseconds: UInt64 = 400_000_000
    /// The line under the screen.
    static let keysLine = "Keys: [r] retry profile  [p] retry posts  [f] refresh posts  [1-9] open a post  [q] quit"

    let console: any Console

    /// Shows the screen and handles keys until `q` or the end of the input.
    ///
    /// - Returns: ``ExitCode/success``.
    func run() async -> Int32 {
        let terminal = RawTerminal.enterIfTerminal()
        defer { terminal?.restore() }

        let pace: @Sendable () async throws -> Void = { try await Task.sleep(nanoseconds: Self.latencyInNanoseconds) }
        let executor = ProfileLogic.makeExecutor(
            profiles: ScriptedProfileService(user: SampleData.user, pace: pace),
            posts: ScriptedPostsService(versions: SampleData.postVersions, failures: 1, pace: pace)
        )
        let coordinator = ProfileCoordinator(userID: SampleData.user.id, executor: executor, console: console)
        let screen = coordinator.screen
        defer { screen.stop() }

        let postList = PostListView()
        let frame = TerminalFrame(console: console)
        let attachment = screen.attach { viewModel in
            frame.draw(ProfileRenderer.lines(for: viewModel, changes: postList.show(viewModel.posts)) + [Self.keysLine])
        }
        defer { attachment.cancel() }
        screen.send(.appeared)

        let input = TerminalInput(quitKeys: KeyBinding.quitKeys)
        while let event = await input.next() {
            guard case .key(let key) = event else {
                frame.draw(ProfileRenderer.lines(for: screen.viewModel) + [Self.keysLine])
                continue
            }
            guard KeyBinding.binding(for: key, in: screen.viewModel) != .quit else { break }
            await screen.effectsEnded()
            if case .send(let command) = KeyBinding.binding(for: key, in: screen.viewModel) {
                screen.send(command)
            }
        }
        console.write("Bye.")
        return ExitCode.success
    }
}
