import ProfileCore
import Testing

@testable import profile

/// The text the terminal shows for each state of the screen.
@Suite @MainActor struct ProfileRendererTests {
    @Test func showsTheNameAndTheBioOrTheNameAlone() {
        #expect(
            ProfileRenderer.header(for: .loaded(Samples.ada)) == "Ada Lovelace — Writes about engines that compute.")
        #expect(ProfileRenderer.header(for: .loaded(UserProfile(id: 8, name: "Charles"))) == "Charles")
    }

    @Test func offersARetryForEachFailedPart() {
        #expect(ProfileRenderer.header(for: .failed(message: "Down.")) == "Couldn't load the profile: Down. [r] retry")
        #expect(
            ProfileRenderer.postLines(for: .failed(message: "Offline.")) == ["Couldn't load posts: Offline. [p] retry"])
    }

    @Test func saysWhenThereAreNoPosts() {
        #expect(ProfileRenderer.postLines(for: .empty) == ["No posts yet."])
    }

    @Test func numbersThePostsForTheKeysThatOpenThem() {
        #expect(
            ProfileRenderer.postLines(for: .loaded(Samples.posts)) == [
                "Posts:",
                "  [1] Notes on the Analytical Engine",
                "  [2] Bernoulli numbers, step by step",
            ]
        )
    }

    @Test func numbersNineAndCountsTheRest() {
        let posts = (1...12).map { Post(id: $0, title: "Post \($0)") }
        let lines = ProfileRenderer.postLines(for: .loaded(posts))
        #expect(lines.count == 11)
        #expect(lines[9] == "  [9] Post 9")
        #expect(lines[10] == "  … and 3 more")
    }

    @Test func saysHowARefreshedListChangedBeforeTheList() {
        // The sample data's refresh: one post new, one gone, one retitled, and two in another order.
        let before = ProfileScreenReducer.ViewModel(profile: .loaded(Samples.ada), posts: .loaded(SampleData.posts))
        var after = before
        after.posts = .loaded(SampleData.refreshedPosts)
        let postList = PostListView()
        #expect(postList.show(before.posts).isEmpty)
        #expect(
            ProfileRenderer.lines(for: after, changes: postList.show(after.posts)) == [
                "Ada Lovelace — Writes about engines that compute.",
                "Changes: deleted [2], inserted [1], moved [1]→[3], reloaded [3]",
                "Posts:",
                "  [1] On the engine's punched cards",
                "  [2] A letter to Mr Babbage",
                "  [3] Notes on the Analytical Engine (revised)",
            ]
        )
    }

    @Test func saysNothingOfChangesTheFirstTimeOrWhenTheListWasNotShown() {
        let loaded = PostsPartReducer.ViewModel.loaded(Samples.posts)
        let postList = PostListView()
        #expect(postList.show(loaded).isEmpty, "the first time")
        #expect(postList.show(.loading).isEmpty)
        #expect(postList.show(loaded).isEmpty, "shown again after loading")
        #expect(postList.show(.empty).isEmpty)
        #expect(postList.show(loaded).isEmpty)
        #expect(postList.show(loaded).isEmpty, "unchanged")
        #expect(postList.show(.loaded([Samples.posts[1]])) == ["Changes: deleted [1]"])
    }
}
