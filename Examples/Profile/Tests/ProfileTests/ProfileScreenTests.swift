import ProfileCore
import Testing
import UseCaseSpy
import UseCases

@testable import profile

/// The profile screen running, step by step: spies hold each load until the test answers it, so the test
/// decides the order and nothing sleeps.
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
        fixture.loadPosts.completeHeld(with: Samples.posts)
        await screen.receive(.posts(.loaded(Samples.posts))) { $0.posts = .loaded(Samples.posts) }
    }

    @Test func loadsBothPartsWhenThePostsAnswerFirst() async {
        let fixture = ProfileScreenFixture()
        defer { fixture.finish() }
        let screen = fixture.screen

        screen.send(.appeared)
        await fixture.loadProfile.nextRequest()
        await fixture.loadPosts.nextRequest()

        fixture.loadPosts.completeHeld(with: [])
        await screen.receive(.posts(.loaded([]))) { $0.posts = .empty }
        #expect(screen.viewModel.profile == .loading)
        fixture.loadProfile.completeHeld(with: Samples.ada)
        await screen.receive(.profile(.loaded(Samples.ada))) { $0.profile = .loaded(Samples.ada) }
    }

    @Test func postsThatFailLoadOnRetry() async {
        let fixture = ProfileScreenFixture()
        defer { fixture.finish() }
        let screen = fixture.screen

        screen.send(.appeared)
        await fixture.loadProfile.nextRequest()
        await fixture.loadPosts.nextRequest()
        fixture.loadProfile.completeHeld(with: Samples.ada)
        await screen.receive(.profile(.loaded(Samples.ada))) { $0.profile = .loaded(Samples.ada) }
        fixture.loadPosts.failHeld(with: Samples.outage)
        await screen.receive(.posts(.failed(message: Samples.outage.message))) {
            $0.posts = .failed(message: Samples.outage.message)
        }

        screen.send(.posts(.retry)) { $0.posts = .loading }
        #expect(await fixture.loadPosts.nextRequest() == LoadPostsRequest(userID: 7))
        fixture.loadPosts.completeHeld(with: Samples.posts)
        await screen.receive(.posts(.loaded(Samples.posts))) { $0.posts = .loaded(Samples.posts) }
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

        screen.send(.appeared)
        await fixture.loadProfile.nextRequest()
        await fixture.loadPosts.nextRequest()
        fixture.loadProfile.failHeld(with: InteractorError(message: "Down."))
        await screen.receive(.profile(.failed(message: "Down."))) { $0.profile = .failed(message: "Down.") }
        fixture.loadPosts.completeHeld(with: Samples.posts)
        await screen.receive(.posts(.loaded(Samples.posts))) { $0.posts = .loaded(Samples.posts) }

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
        let view = screen.screen.attach(withPrevious: { previous, viewModel in
            printed.append(ProfileRenderer.lines(for: viewModel, after: previous))
            if case .loaded(let old)? = previous?.posts, case .loaded(let new) = viewModel.posts {
                changes.append(ListChanges(from: old, to: new))
            }
        })
        defer { view.cancel() }

        screen.send(.posts(.refresh))  // The posts stay on screen meanwhile: nothing new to render.
        await fixture.loadPosts.nextRequest()
        fixture.loadPosts.completeHeld(with: Samples.refreshedPosts)
        await screen.receive(.posts(.loaded(Samples.refreshedPosts))) { $0.posts = .loaded(Samples.refreshedPosts) }

        // The retitled post is pushed down by the new one, not moved: no move, and a reload where it is now.
        #expect(changes == [ListChanges(deletions: [1], insertions: [0], reloads: [1])])
        #expect(printed.count == 2)
        #expect(printed.last?.dropFirst().first == "Changes: deleted [2], inserted [1], reloaded [2]")
    }
}
