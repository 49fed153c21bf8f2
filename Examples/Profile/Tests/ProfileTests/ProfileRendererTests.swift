import ProfileCore
import Testing

@testable import profile

/// The text the terminal shows for each state of the screen.
@Suite struct ProfileRendererTests {
    @Test func showsBothPartsLoading() {
        #expect(ProfileRenderer.lines(for: .init()) == ["Loading profile…", "Loading posts…"])
    }

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
}
