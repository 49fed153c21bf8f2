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

    init(
        viewModel: ProfileScreenReducer.ViewModel = .init(),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        test = TestExecutor(fileID: fileID, filePath: filePath, line: line, column: column)
        loadProfile = test.spy(
            for: LoadProfileRequest.self, fileID: fileID, filePath: filePath, line: line, column: column)
        loadPosts = test.spy(for: LoadPostsRequest.self, fileID: fileID, filePath: filePath, line: line, column: column)
        loadProfile.hold()
        loadPosts.hold()
        screen = ScreenTest(
            ProfileScreenReducer(userID: Samples.userID),
            viewModel: viewModel,
            executor: test.executor,
            fileID: fileID,
            filePath: filePath,
            line: line,
            column: column
        )
    }

    /// Shows the screen, which loads both parts, and waits until both loads have been asked of the spies.
    func appear() async {
        screen.send(.appeared)
        await loadProfile.nextRequest()
        await loadPosts.nextRequest()
    }

    /// Runs the end-of-test checks of the screen, then of the spies.
    func finish(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        screen.finish(fileID: fileID, filePath: filePath, line: line, column: column)
        test.finish(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
