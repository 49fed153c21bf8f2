import ProfileCore
import Testing
import UseCaseSpy
import UseCases

/// The profile screen of user 7 under test: a `ScreenTest` over a `TestExecutor` whose spies hold every
/// load until the test completes it, and let each page of posts go when the test sends it.
@MainActor
struct ProfileScreenFixture {
    let test: TestExecutor
    let loadProfile: InteractorSpy<LoadProfileRequest>
    let loadPosts: StreamSpy<LoadPostsRequest>
    let screen: ScreenTest<ProfileScreenReducer>

    init(viewModel: ProfileScreenReducer.ViewModel = .init(), sourceLocation: SourceLocation = #_sourceLocation) {
        test = TestExecutor(sourceLocation: sourceLocation)
        loadProfile = test.spy(for: LoadProfileRequest.self, sourceLocation: sourceLocation)
        loadPosts = test.spy(for: LoadPostsRequest.self, sourceLocation: sourceLocation)
        loadProfile.hold()
        loadPosts.hold()
        screen = ScreenTest(
            ProfileScreenReducer(userID: Samples.userID),
            viewModel: viewModel,
            executor: test.executor,
            sourceLocation: sourceLocation
        )
    }

    /// Runs the end-of-test checks of the screen, then of the spies.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        screen.finish(sourceLocation: sourceLocation)
        test.finish(sourceLocation: sourceLocation)
    }
}
