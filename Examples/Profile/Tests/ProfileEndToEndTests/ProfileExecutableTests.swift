import ExampleSupport
import Testing

/// Runs the built `profile` as a user would.
@Suite struct ProfileExecutableTests {
    static let demoOutput = """
        A scripted session on user #7's profile screen.
        The posts come two to a page. The service fails the first time; the demo retries, opens a
        post, then refreshes the posts, which come back changed: the view prints the changes it
        animates, page after page.

        > the screen appears
        Loading profile…
        Loading posts…

        Ada Lovelace — Writes about engines that compute.
        Loading posts…

        Ada Lovelace — Writes about engines that compute.
        Couldn't load posts: The posts service is unavailable. [p] retry

        > p
        Ada Lovelace — Writes about engines that compute.
        Loading posts…

        Ada Lovelace — Writes about engines that compute.
        Posts:
          [1] Notes on the Analytical Engine
          [2] Bernoulli numbers, step by step
          Loading more…

        Ada Lovelace — Writes about engines that compute.
        Changes: inserted [3]
        Posts:
          [1] Notes on the Analytical Engine
          [2] Bernoulli numbers, step by step
          [3] A letter to Mr Babbage

        > 1
        → Opening post #103: Notes on the Analytical Engine

        > f
        Ada Lovelace — Writes about engines that compute.
        Changes: inserted [1], moved [3]→[2]
        Posts:
          [1] On the engine's punched cards
          [2] A letter to Mr Babbage
          [3] Notes on the Analytical Engine
          [4] Bernoulli numbers, step by step
          Loading more…

        Ada Lovelace — Writes about engines that compute.
        Changes: deleted [4], reloaded [3]
        Posts:
          [1] On the engine's punched cards
          [2] A letter to Mr Babbage
          [3] Notes on the Analytical Engine (revised)

        > the events the posts use case published
        PostsLoaded: 3 posts of user #7
        PostsLoaded: 3 posts of user #7

        """

    @Test func demoPrintsTheWholeSessionTheSameEveryTime() async throws {
        let outcome = try await BuiltExecutable(named: "profile").run(["demo"])
        #expect(outcome.status == 0)
        #expect(outcome.output == Self.demoOutput)
        #expect(outcome.errorOutput.isEmpty)
    }

    @Test func interactiveModeRetriesThePostsOpensOneAndQuits() async throws {
        let outcome = try await BuiltExecutable(named: "profile").run([], input: "p1q")
        #expect(outcome.status == 0)
        #expect(outcome.errorOutput.isEmpty)
        let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Loading profile…")
        #expect(lines.suffix(3) == ["→ Opening post #103: Notes on the Analytical Engine", "Bye.", ""])
        let failed = try #require(
            lines.firstIndex(of: "Couldn't load posts: The posts service is unavailable. [p] retry"))
        let listed = try #require(lines.firstIndex(of: "  [1] Notes on the Analytical Engine"))
        #expect(failed < listed)
    }

    @Test func interactiveModeRefreshesThePostsAndPrintsTheirChangesBeforeThem() async throws {
        // The `1` waits for the refresh to end, as every key but `q` waits for the screen's effects.
        let outcome = try await BuiltExecutable(named: "profile").run([], input: "pf1q")
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let changes = try #require(lines.firstIndex(of: "Changes: inserted [1], moved [3]→[2]"))
        #expect(Array(lines[(changes + 1)...].prefix(2)) == ["Posts:", "  [1] On the engine's punched cards"])
        #expect(
            lines.filter { $0.hasPrefix("Changes:") }
                == [
                    "Changes: inserted [3]", "Changes: inserted [1], moved [3]→[2]",
                    "Changes: deleted [4], reloaded [3]",
                ],
            "the load's second page, and each page of the refresh")
        #expect(lines.contains("→ Opening post #104: On the engine's punched cards"))
    }

    @Test(arguments: ["q", "\u{03}", "\u{04}"])  // q, Ctrl-C and Ctrl-D, as bytes from a pipe.
    func aPipedQuitKeyEndsTheSessionInItsTurn(quit: String) async throws {
        let outcome = try await BuiltExecutable(named: "profile").run([], input: "p1" + quit + "f")
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.suffix(3) == ["→ Opening post #103: Notes on the Analytical Engine", "Bye.", ""])
    }

    @Test func interactiveModeEndsAtTheEndOfItsInput() async throws {
        let outcome = try await BuiltExecutable(named: "profile").run([], input: "")
        #expect(outcome.status == 0)
        #expect(outcome.output.hasSuffix("Bye.\n"))
    }

    @Test func aClosedOutputEndsWithItsOwnCodeAndAMessageInsteadOfATrap() async throws {
        let outcome = try await BuiltExecutable(named: "profile").run([], input: "p1q", output: .closed)
        #expect(outcome.status == 74)
        #expect(outcome.errorOutput == "profile: could not write the output (Bad file descriptor).\n")
    }

    @Test(arguments: [
        (["frob"], "profile: Unknown argument 'frob'.\n"),
        (["demo", "again"], "profile: Unexpected argument 'again' after 'demo'.\n"),
    ])
    func refusesAnUnknownArgumentWithTheUsageStatus(arguments: [String], message: String) async throws {
        let outcome = try await BuiltExecutable(named: "profile").run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.output.isEmpty)
        #expect(outcome.errorOutput == message + "Run 'profile --help' to see the usage.\n")
    }
}
