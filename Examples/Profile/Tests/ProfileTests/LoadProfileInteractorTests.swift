import ProfileCore
import Testing
import UseCases

/// The profile use case, executed through the composition root with stub services.
@Suite struct LoadProfileInteractorTests {
    @Test func answersWithTheProfileTheServiceFetchesForTheUser() async throws {
        let profiles = StubProfileService(.success(Samples.ada))
        let executor = ProfileLogic.makeExecutor(profiles: profiles, posts: StubPostsService(.success([])))
        let profile = try await executor.execute(LoadProfileRequest(userID: 7))
        #expect(profile == Samples.ada)
        #expect(await profiles.requestedUserIDs == [7])
    }

    @Test func reportsAServiceErrorWithItsMessage() async {
        let profiles = StubProfileService(.failure(ServiceError(message: "The profile service is down.")))
        let executor = ProfileLogic.makeExecutor(profiles: profiles, posts: StubPostsService(.success([])))
        let error = await #expect(throws: InteractorError.self) {
            try await executor.execute(LoadProfileRequest(userID: 7))
        }
        #expect(error?.code == .profileServiceFailed)
        #expect(error?.message == "The profile service is down.")
    }

    @Test func reportsAnyOtherErrorAsAServiceFailure() async {
        struct Unexpected: Error {}
        let interactor = LoadProfileInteractor(service: StubProfileService(.failure(Unexpected())))
        let error = await #expect(throws: InteractorError.self) {
            try await interactor.execute(LoadProfileRequest(userID: 7))
        }
        #expect(error?.code == .profileServiceFailed)
        #expect(error?.message == "The profile service failed.")
    }
}
