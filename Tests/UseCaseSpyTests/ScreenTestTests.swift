import TestSupport
import Testing
import UseCaseSpy
import UseCases

/// The test support for screens: a whole walk through passes, and each thing a test forgets fails it.
@MainActor
@Suite struct ScreenTestTests {
    @Test func aScreenIsWalkedThroughStepByStepWithSpiesAndNoSleeps() async {
        let test = TestExecutor()
        defer { test.finish() }
        let search = test.spy(for: SearchRequest.self)
        search.hold()
        let screen = ScreenTest(PanelReducer(), viewModel: .init(), executor: test.executor)
        defer { screen.finish() }

        screen.send(.search(.search("swift"))) {
            $0.search?.query = "swift"
            $0.search?.isSearching = true
        }
        #expect(await search.nextRequest() == SearchRequest(query: "swift"))
        search.completeHeld(with: ["Swift", "SwiftUI"])
        await screen.receive(.search(.found(["Swift", "SwiftUI"]))) {
            $0.search?.results = ["Swift", "SwiftUI"]
            $0.search?.isSearching = false
        }
        screen.send(.search(.open("SwiftUI")))
        screen.receiveOutput(.show("SwiftUI"))
    }

    @Test func aFailedUseCaseIsReceivedAsItsCommand() async {
        let test = TestExecutor()
        defer { test.finish() }
        let search = test.spy(for: SearchRequest.self)
        search.fail(with: InteractorError(message: "offline"))
        let screen = ScreenTest(SearchReducer(), viewModel: .init(), executor: test.executor)
        defer { screen.finish() }

        screen.send(.search("swift")) {
            $0.query = "swift"
            $0.isSearching = true
        }
        await screen.receive(.failed("offline")) {
            $0.isSearching = false
            $0.message = "offline"
        }
        #expect(search.requests.count == 1)
    }

    @Test func aChangeTheTestDidNotDescribeFailsIt() {
        let screen = ScreenTest(SearchReducer(), viewModel: .init(), executor: InteractorExecutor())
        defer { screen.finish() }
        withKnownIssue {
            screen.send(.failed("offline"))
        } matching: { issue in
            message(of: issue).contains(
                "sending failed(\"offline\") changed the view model, but the test did not say how")
        }
    }

    @Test func aChangeOtherThanTheOneDescribedFailsTheTest() {
        let screen = ScreenTest(SearchReducer(), viewModel: .init(), executor: InteractorExecutor())
        defer { screen.finish() }
        withKnownIssue {
            screen.send(.failed("offline")) { $0.message = "online" }
        } matching: { issue in
            message(of: issue).contains("is not the one the test expected")
                && message(of: issue).contains(#"message: Optional("online")"#)
        }
    }

    @Test func aFedBackCommandNotReceivedFailsTheTestAtTheEnd() async {
        let (executor, _) = searchExecutor { $0.respond(with: ["Swift"]) }
        let screen = ScreenTest(SearchReducer(), viewModel: .init(), executor: executor)
        screen.send(.search("swift")) {
            $0.query = "swift"
            $0.isSearching = true
        }
        await screen.screen.effectsEnded()
        withKnownIssue {
            screen.finish()
        } matching: { issue in
            message(of: issue).contains(
                #"1 command(s) fed back by effects were not received before the end of the test: found(["Swift"])"#)
        }
    }

    @Test func sendingBeforeReceivingAFedBackCommandFailsTheTest() async {
        let (executor, _) = searchExecutor { $0.respond(with: ["Swift"]) }
        let screen = ScreenTest(SearchReducer(), viewModel: .init(), executor: executor)
        defer { screen.finish() }
        screen.send(.search("swift")) {
            $0.query = "swift"
            $0.isSearching = true
        }
        await screen.screen.effectsEnded()
        withKnownIssue {
            screen.send(.stop)
        } matching: { issue in
            message(of: issue).contains(#"were not received before sending stop: found(["Swift"])"#)
        }
    }

    @Test func anOutputNotAssertedFailsTheTest() {
        let screen = ScreenTest(PanelReducer(), viewModel: .init(), executor: InteractorExecutor())
        screen.send(.search(.open("Swift")))
        withKnownIssue {
            screen.finish()
        } matching: { issue in
            message(of: issue).contains(#"1 output(s) were not asserted before the end of the test: show("Swift")"#)
        }
    }

    @Test func aWrongOutputFailsTheTest() {
        let screen = ScreenTest(PanelReducer(), viewModel: .init(), executor: InteractorExecutor())
        defer { screen.finish() }
        screen.send(.search(.open("Swift")))
        withKnownIssue {
            screen.receiveOutput(.show("Rust"))
        } matching: { issue in
            message(of: issue).contains(#"expected the output show("Rust"), but the screen sent show("Swift")"#)
        }
    }

    @Test func anEffectStillRunningAtTheEndFailsTheTest() async {
        let (executor, search) = searchExecutor { $0.hold() }
        let screen = ScreenTest(SearchReducer(), viewModel: .init(), executor: executor)
        screen.send(.search("swift")) {
            $0.query = "swift"
            $0.isSearching = true
        }
        await search.nextRequest()
        withKnownIssue {
            screen.finish()
        } matching: { issue in
            message(of: issue).contains(
                #"1 effect(s) still running at the end of the test: execute SearchRequest(query: "swift") (id: search)"#
            )
        }
        #expect(search.heldRequests.count == 0, "finish stopped the screen, which cancelled the execution")
    }

    @Test func receivingAnotherCommandThanTheOneFedBackFailsTheTest() async {
        let (executor, _) = searchExecutor { $0.respond(with: ["Swift"]) }
        let screen = ScreenTest(SearchReducer(), viewModel: .init(), executor: executor)
        defer { screen.finish() }
        screen.send(.search("swift")) {
            $0.query = "swift"
            $0.isSearching = true
        }
        await withKnownIssue {
            await screen.receive(.found(["Rust"]))
        } matching: { issue in
            message(of: issue).contains(
                #"expected to receive found(["Rust"]), but an effect fed back found(["Swift"])"#)
        }
    }

    @Test func receivingWhenNoEffectAnswersFailsTheTestAfterTheTimeout() async {
        let screen = ScreenTest(SearchReducer(), viewModel: .init(), executor: InteractorExecutor())
        defer { screen.finish() }
        await withKnownIssue {
            await screen.receive(.found([]), timeout: .milliseconds(50))
        } matching: { issue in
            message(of: issue).contains("Timed out after 0.05 seconds waiting for ScreenTest<")
                && message(of: issue).contains("to receive found([]); effects still running: none.")
        }
    }

    @Test func aScreenTestReleasedBeforeFinishFailsTheTest() {
        withKnownIssue {
            _ = ScreenTest(SearchReducer(), viewModel: .init(), executor: InteractorExecutor())
        } matching: { issue in
            message(of: issue).contains("was released before finish() was called")
        }
    }

    @Test func aTestThatIsNotExhaustiveChecksOnlyWhatItAsksAbout() async {
        let (executor, _) = searchExecutor { $0.enqueue(.response(["Swift"]), .response(["Rust"])) }
        let screen = ScreenTest(PanelReducer(), viewModel: .init(), executor: executor)
        screen.isExhaustive = false
        defer { screen.finish() }

        screen.send(.search(.search("swift")))  // Changes the view model; says nothing of it.
        await screen.screen.effectsEnded()  // Feeds back found(["Swift"]), which the test passes over.
        screen.send(.search(.search("rust"))) { $0.search?.query = "rust" }
        await screen.receive(.search(.found(["Rust"]))) { $0.search?.results = ["Rust"] }
        screen.send(.search(.open("Swift")))
        screen.send(.search(.open("Rust")))
        screen.receiveOutput(.show("Rust"))
        screen.send(.search(.open("left unasserted")))
    }

    @Test func aTestThatIsNotExhaustiveStillFailsForAChangeThatIsNotTrue() {
        let screen = ScreenTest(SearchReducer(), viewModel: .init(), executor: InteractorExecutor())
        screen.isExhaustive = false
        defer { screen.finish() }
        withKnownIssue {
            screen.send(.failed("offline")) { $0.message = "online" }
        } matching: { issue in
            message(of: issue).contains("a change the test describes is not true of the view model")
        }
    }

    @Test func aCommandAnAttachedViewSendsIsPartOfTheStepThatMadeItSendIt() {
        let screen = ScreenTest(SearchReducer(), viewModel: .init(), executor: InteractorExecutor())
        defer { screen.finish() }
        let view = screen.screen.attach { viewModel in
            if viewModel.query == "swift", viewModel.message == nil { screen.screen.send(.failed("no network")) }
        }

        screen.send(.setQuery("swift")) {
            $0.query = "swift"
            $0.message = "no network"
        }
        view.cancel()
    }

    @Test func aStepIsCheckedWholeWhenAnAttachedViewSendsACommandDuringIt() {
        let screen = ScreenTest(SearchReducer(), viewModel: .init(), executor: InteractorExecutor())
        defer { screen.finish() }
        let view = screen.screen.attach { viewModel in
            if viewModel.query == "swift", viewModel.message == nil { screen.screen.send(.failed("no network")) }
        }

        withKnownIssue("the test says nothing of the query the sent command set") {
            screen.send(.setQuery("swift")) { $0.message = "no network" }
        } matching: { issue in
            message(of: issue).contains(
                "the view model after sending setQuery(\"swift\") is not the one the test expected")
        }
        view.cancel()
    }

    @Test func aTestThatIsNotExhaustiveStillChecksASendAfterACommandSentToTheScreenDirectly() {
        let screen = ScreenTest(SearchReducer(), viewModel: .init(), executor: InteractorExecutor())
        screen.isExhaustive = false
        defer { screen.finish() }

        screen.screen.send(.setQuery("sent directly"))  // Not a step of the test.
        screen.send(.setQuery("swift")) { $0.query = "swift" }

        withKnownIssue("the send is still checked") {
            screen.send(.setQuery("rust")) { $0.query = "go" }
        } matching: { issue in
            message(of: issue).contains("a change the test describes is not true of the view model")
        }
    }

    @Test func aScreenWhoseOnStepWasReplacedFailsEachSendSayingSo() {
        let screen = ScreenTest(SearchReducer(), viewModel: .init(), executor: InteractorExecutor())
        defer { screen.finish() }
        screen.screen.onStep = { _ in }

        withKnownIssue {
            screen.send(.setQuery("swift")) { $0.query = "swift" }
        } matching: { issue in
            message(of: issue).contains("reported no step for setQuery(\"swift\")")
                && message(of: issue).contains("its onStep was replaced")
        }
    }
}
