import ProfileCore
import Testing
import UseCases

/// The screen over the real use cases and stub services, waited for until its effects have ended.
@Suite @MainActor struct ProfileCompositionTests {
    @Test(.timeLimit(.minutes(1)))
    func theScreenShowsWhatTheServicesAnswer() async {
        let executor = ProfileLogic.makeExecutor(
            profiles: StubProfileService(.success(Samples.ada)),
            posts: StubPostsService(.failure(ServiceError(message: "Offline.")))
        )
        let screen = Screen(ProfileScreenReducer(userID: Samples.userID), viewModel: .init(), executor: executor)
        defer { screen.stop() }

        screen.send(.appeared)
        await screen.effectsEnded()

        #expect(screen.viewModel == .init(profile: .loaded(Samples.ada), posts: .failed(message: "Offline.")))
        #expect(screen.viewModel.isSettled)
    }
}
