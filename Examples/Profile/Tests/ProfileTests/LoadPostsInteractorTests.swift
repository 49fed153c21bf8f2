import ProfileCore
import Testing
import UseCaseSpy
import UseCases

/// The posts use case, executed through the composition root with stub services: a page at a time.
@Suite struct LoadPostsInteractorTests {
    @Test func sendsEachPageTheServiceServesUntilTheLast() async throws {
        let posts = StubPostsService(pages: [Samples.posts, [Samples.olderPost]])
        let executor = ProfileLogic.makeExecutor(profiles: StubProfileService(.success(Samples.ada)), posts: posts)
        var pages: [PostsPage] = []

        try await executor.stream(LoadPostsRequest(userID: 7)) { pages.append($0) }

        #expect(pages == [Samples.firstPage, Samples.lastPage])
        #expect(await posts.requestedPages == ["page 1 of user 7", "page 2 of user 7"])
    }

    @Test func publishesPostsLoadedWithTheCountOnceTheLastPageIsSent() async throws {
        try await TestExecutor.run { test in
            let loaded = test.spy(for: PostsLoaded.self)
            let posts = StubPostsService(pages: [Samples.posts, [Samples.olderPost]])
            ProfileLogic.registerInteractors(
                on: test.executor, profiles: StubProfileService(.success(Samples.ada)), posts: posts)

            try await test.executor.stream(LoadPostsRequest(userID: 7)) { _ in }

            #expect(await loaded.nextEvent() == PostsLoaded(userID: 7, count: Samples.posts.count + 1))
        }
    }

    @Test func publishesNothingWhenThePostsFailed() async {
        await TestExecutor.run { test in
            let loaded = test.spy(for: PostsLoaded.self)
            let posts = StubPostsService(pages: [], failingAfterThem: ServiceError(message: "Down."))
            ProfileLogic.registerInteractors(
                on: test.executor, profiles: StubProfileService(.success(Samples.ada)), posts: posts)

            _ = try? await test.executor.stream(LoadPostsRequest(userID: 7)) { _ in }

            #expect(loaded.events.isEmpty)
        }
    }

    @Test func sendsOneEmptyPageWhenTheUserWroteNone() async throws {
        let interactor = LoadPostsInteractor(service: StubPostsService(.success([])))
        let pages = TestRecorder<PostsPage>()
        try await interactor.execute(LoadPostsRequest(userID: 7), elements: ElementSender { pages.record($0) })
        #expect(pages.values == [Samples.onlyPage([])])
    }

    @Test func reportsAServiceErrorWithItsMessageAfterThePagesBeforeIt() async {
        let posts = StubPostsService(
            pages: [Samples.posts], failingAfterThem: ServiceError(message: "The posts service is unavailable."))
        let executor = ProfileLogic.makeExecutor(profiles: StubProfileService(.success(Samples.ada)), posts: posts)
        var pages: [PostsPage] = []

        let error = await #expect(throws: InteractorError.self) {
            try await executor.stream(LoadPostsRequest(userID: 7)) { pages.append($0) }
        }

        #expect(pages == [PostsPage(posts: Samples.posts, number: 1, isLast: false)])
        #expect(error?.code == .profileServiceFailed)
        #expect(error?.message == "The posts service is unavailable.")
    }

    @Test func passesOnAnInteractorErrorAsItIs() async {
        let original = InteractorError(message: "Slow down.", code: .custom(429))
        let interactor = LoadPostsInteractor(service: StubPostsService(.failure(original)))
        let error = await #expect(throws: InteractorError.self) {
            try await interactor.execute(LoadPostsRequest(userID: 7), elements: .discarding)
        }
        #expect(error?.code == .custom(429))
        #expect(error?.message == "Slow down.")
    }
}
