import ProfileCore
import Testing
import UseCases

/// The posts use case, executed through the composition root with stub services.
@Suite struct LoadPostsInteractorTests {
    @Test func answersWithThePostsTheServiceFetchesForTheUser() async throws {
        let posts = StubPostsService(.success(Samples.posts))
        let executor = ProfileLogic.makeExecutor(profiles: StubProfileService(.success(Samples.ada)), posts: posts)
        #expect(try await executor.execute(LoadPostsRequest(userID: 7)) == Samples.posts)
        #expect(await posts.requestedUserIDs == [7])
    }

    @Test func answersWithNoPostsWhenTheUserWroteNone() async throws {
        let interactor = LoadPostsInteractor(service: StubPostsService(.success([])))
        #expect(try await interactor.execute(LoadPostsRequest(userID: 7)).isEmpty)
    }

    @Test func reportsAServiceErrorWithItsMessage() async {
        let posts = StubPostsService(.failure(ServiceError(message: "The posts service is unavailable.")))
        let executor = ProfileLogic.makeExecutor(profiles: StubProfileService(.success(Samples.ada)), posts: posts)
        let error = await #expect(throws: InteractorError.self) {
            try await executor.execute(LoadPostsRequest(userID: 7))
        }
        #expect(error?.code == .profileServiceFailed)
        #expect(error?.message == "The posts service is unavailable.")
    }

    @Test func passesOnAnInteractorErrorAsItIs() async {
        let original = InteractorError(message: "Slow down.", code: .custom(429))
        let interactor = LoadPostsInteractor(service: StubPostsService(.failure(original)))
        let error = await #expect(throws: InteractorError.self) {
            try await interactor.execute(LoadPostsRequest(userID: 7))
        }
        #expect(error?.code == .custom(429))
        #expect(error?.message == "Slow down.")
    }
}
