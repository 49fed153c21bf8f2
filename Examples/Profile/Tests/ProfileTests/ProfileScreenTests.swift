import ProfileCore
import Testing
import UseCaseSpy
import UseCases

@testable import profile

/// The profile screen running, step by step: spies hold each load until the test answers it, and let each page
/// of posts go when the test sends it, so the test decides the order and nothing sleeps.
@Suite @MainActor struct ProfileScreenTests {
    @Test func loadsBothPartsWhenTheProfileAnswersFirst() async {
        let fixture = ProfileScreenFixture()
        defer { fixture.finish() }
        let screen = fixture.screen

        screen.send(.appeared)  // A new screen already shows both parts loading.
        #expect(await fixture.loadProfile.nextRequest() == LoadProfileRequest(userID: 7))
        #expect(await fixture.loadPosts.nextRequest() == LoadPostsRequest(userID: 7))

        fixture.loadProfile.completeHeld(with: Samples.ada)
        await screen.receive(.profile(.loaded(Samples.ada))) { $0.profile = .loaded(Samples.ada) }
        await fixture.loadPosts.sendHeld(Samples.firstPage)
        #expect(screen.viewModel.posts.shownPosts == Samples.posts, "shown before the next page comes")
        await screen.receive(.posts(.pageLoaded(Samples.firstPage))) {
            $0.posts = .loadingMore(received: Samples.posts, previous: [])
        }
        await fixture.loadPosts.sendHeld(Samples.lastPage)
        await screen.receive(.posts(.pageLoaded(Samples.lastPage))) {
            $0.posts = .loaded(Samples.posts + [Samples.olderPost])
        }
        fixture.loadPosts.completeHeld()
        await screen.receive(.posts(.loaded))
    }

    @Test func loadsBothPartsWhenThePostsAnswerFirst() async {
        let fixture = ProfileScreenFixture()
        defer { fixture.finish() }
        let screen = fixture.screen

        await fixture.appear()

        await fixture.loadPosts.sendHeld(Samples.onlyPage([]))
        await screen.receive(.posts(.pageLoaded(Samples.onlyPage([])))) { $0.posts = .empty }
        fixture.loadPosts.completeHeld()
        await screen.receive(.posts(.loaded))
        #expect(screen.viewModel.profile == .loading)
        fixture.loadProfile.completeHeld(with: Samples.ada)
        await screen.receive(.profile(.loaded(Samples.ada))) { $0.profile = .loaded(Samples.ada) }
    }

    @Test func postsThatFailLoadOnRetry() async {
        let fixture = ProfileScreenFixture()
        defer { fixture.finish() }
        let screen = fixture.screen

        await fixture.appear()
        fixture.loadProfile.completeHeld(with: Samples.ada)
        await screen.receive(.profile(.loaded(Samples.ada))) { $0.profile = .loaded(Samples.ada) }
        fixture.loadPosts.failHeld(with: Samples.outage)
        await screen.receive(.posts(.failed(message: Samples.outage.message))) {
            $0.posts = .failed(message: Samples.outage.message)
        }

        screen.send(.posts(.retry)) { $0.posts = .loading }
        #expect(await fixture.loadPosts.nextRequest() == LoadPostsRequest(userID: 7))
        await fixture.loadPosts.sendHeld(Samples.onlyPage(Samples.posts))
        await screen.receive(.posts(.pageLoaded(Samples.onlyPage(Samples.posts)))) { $0.posts = .loaded(Samples.posts) }
        fixture.loadPosts.completeHeld()
        await screen.receive(.posts(.loaded))
        #expect(fixture.loadProfile.requests.count == 1)  // The header was not loaded again.
    }

    @Test func selectingALoadedPostTellsTheCoordinatorToShowIt() async {
        let fixture = ProfileScreenFixture(
            viewModel: .init(profile: .loaded(Samples.ada), posts: .loaded(Samples.posts)))
        defer { fixture.finish() }

        fixture.screen.send(.posts(.select(102)))
        fixture.screen.receiveOutput(.showPost(102))
    }

    @Test func anAttachedViewSeesEachNewViewModelOnce() async {
        let fixture = ProfileScreenFixture()
        defer { fixture.finish() }
        let screen = fixture.screen
        var rendered: [ProfileScreenReducer.ViewModel] = []
        let attachment = screen.screen.attach { rendered.append($0) }
        defer { attachment.cancel() }

        await fixture.appear()
        fixture.loadProfile.failHeld(with: InteractorError(message: "Down."))
        await screen.receive(.profile(.failed(message: "Down."))) { $0.profile = .failed(message: "Down.") }
        await fixture.loadPosts.sendHeld(Samples.onlyPage(Samples.posts))
        await screen.receive(.posts(.pageLoaded(Samples.onlyPage(Samples.posts)))) { $0.posts = .loaded(Samples.posts) }
        fixture.loadPosts.completeHeld()
        await screen.receive(.posts(.loaded))

        #expect(
            rendered == [
                .init(),
                .init(profile: .failed(message: "Down."), posts: .loading),
                .init(profile: .failed(message: "Down."), posts: .loaded(Samples.posts)),
            ]
        )
    }

    @Test func aRefreshHandsTheViewTheChangesOfThePostsItShows() async {
        let fixture = ProfileScreenFixture(
            viewModel: .init(profile: .loaded(Samples.ada), posts: .loaded(Samples.posts)))
        defer { fixture.finish() }
        let screen = fixture.screen
        var printed: [[String]] = []
        var changes: [ListChanges<Int>] = []
        // The example's view, as the terminal session attaches it, and the changes a table view would apply.
        let postList = PostListView()
        let view = screen.screen.attach(withPrevious: { previous, viewModel in
            printed.append(ProfileRenderer.lines(for: viewModel, changes: postList.show(viewModel.posts)))
            if let old = previous?.posts.shownPosts, let new = viewModel.posts.shownPosts {
                changes.append(ListChanges(from: old, to: new))
            }
        })
        defer { view.cancel() }

        screen.send(.posts(.refresh))  // The posts stay on screen meanwhile: nothing new to render.
        await fixture.loadPosts.nextRequest()
        let refreshed = PostsPage(posts: Samples.refreshedPosts, number: 1, isLast: false)
        await fixture.loadPosts.sendHeld(refreshed)
        await screen.receive(.posts(.pageLoaded(refreshed))) {
            $0.posts = .loadingMore(received: Samples.refreshedPosts, previous: [Samples.posts[1]])
        }
        let older = PostsPage(posts: [Samples.olderPost], number: 2, isLast: true)
        await fixture.loadPosts.sendHeld(older)
        await screen.receive(.posts(.pageLoaded(older))) {
            $0.posts = .loaded(Samples.refreshedPosts + [Samples.olderPost])
        }
        fixture.loadPosts.completeHeld()
        await screen.receive(.posts(.loaded))

        // The first page: a new post on top, and the retitled one pushed down by it, not moved, so reloaded
        // where it is now; 102, not back yet, stays below. The last page: 102 never came back, 101 did.
        #expect(
            changes == [
                ListChanges(insertions: [0], reloads: [1]), ListChanges(deletions: [2], insertions: [2]),
            ])
        #expect(printed.count == 3)
        #expect(printed[1].dropFirst().first == "Changes: inserted [1], reloaded [2]")
        #expect(printed[1].last == "  Loading more…")
        #expect(printed[2].dropFirst().first == "Changes: deleted [3], inserted [3]")
    }
}
