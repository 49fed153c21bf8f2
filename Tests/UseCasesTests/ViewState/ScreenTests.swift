import TestSupport
import Testing
import UseCaseSpy

@testable import UseCases

#if canImport(Observation)
    import Observation
#endif

/// The screen at run time: the view model, its watchers, and effects that run, end once, or are cancelled.
@MainActor
@Suite struct ScreenTests {
    @Test func theViewModelIsReadableBeforeAnyCommandAndRightAfterOne() {
        let (executor, _) = searchExecutor { $0.hold() }
        let screen = Screen(SearchReducer(), viewModel: .init(query: "start"), executor: executor)
        defer { screen.stop() }

        #expect(screen.viewModel.query == "start")
        screen.send(.search("swift"))
        #expect(screen.viewModel == SearchReducer.ViewModel(query: "swift", isSearching: true))
    }

    @Test func watchersSeeEachNewViewModelOnceAndNoRepeats() async {
        let screen = Screen(SearchReducer(), viewModel: .init(), executor: InteractorExecutor())
        var rendered: [String] = []
        let attachment = screen.attach { rendered.append($0.message ?? "-") }
        var stream = screen.viewModels.makeAsyncIterator()

        screen.send(.failed("a"))
        screen.send(.failed("a"))  // The same view model again: no one hears of it.
        screen.send(.failed("b"))
        screen.stop()

        #expect(rendered == ["-", "a", "b"])
        var streamed: [String] = []
        while let viewModel = await stream.next() {
            streamed.append(viewModel.message ?? "-")
        }
        #expect(streamed == ["-", "a", "b"])
        #expect(attachment.isAttached)
    }

    @Test func anEffectFeedsItsCommandBackExactlyOnce() async {
        let executor = InteractorExecutor(diagnostics: { _ in })
        executor.register(TwiceAnsweringSearch())
        let screen = Screen(SearchReducer(), viewModel: .init(), executor: executor)
        let fedBack = FedBackCommands(of: screen)

        screen.send(.search("swift"))
        await screen.effectsEnded()

        #expect(fedBack.commands == [.found(["first answer"])])
        #expect(screen.viewModel.results == ["first answer"])
        #expect(screen.runningEffects.isEmpty)
    }

    @Test func aNewSearchCancelsTheOneInFlightAndItsLateAnswerIsDropped() async {
        let executor = InteractorExecutor()
        let gate = SearchGate()
        executor.register(gate)
        let screen = Screen(SearchReducer(), viewModel: .init(), executor: executor)
        defer { screen.stop() }
        let fedBack = FedBackCommands(of: screen)

        screen.send(.search("s"))
        #expect(await eventually { gate.queryCount == 1 })
        screen.send(.search("sw"))
        #expect(screen.runningEffects == [#"execute SearchRequest(query: "sw") (id: search)"#])
        #expect(await eventually { gate.queryCount == 2 })
        gate.answer("sw", with: ["Swift"])
        gate.answer("s", with: ["Stale"])  // Goes nowhere: its caller got `cancelled` when the effect was cancelled.
        await screen.effectsEnded()

        #expect(fedBack.commands == [.found(["Swift"])])
        #expect(screen.viewModel == SearchReducer.ViewModel(query: "sw", results: ["Swift"]))
    }

    @Test func anEffectCancelledAfterItsUseCaseAnsweredFeedsNothingBack() async {
        let (executor, search) = searchExecutor { $0.hold() }
        let screen = Screen(SearchReducer(), viewModel: .init(), executor: executor)
        let fedBack = FedBackCommands(of: screen)

        screen.send(.search("swift"))
        await search.nextRequest()
        search.completeHeld(with: ["Swift"])  // The effect's task can run only once this test suspends.
        screen.send(.stop)
        await screen.effectsEnded()

        #expect(fedBack.commands.isEmpty)
        #expect(screen.viewModel == SearchReducer.ViewModel(query: "swift"))
    }

    @Test func stoppingFromTheOutputHandlerStartsNoFurtherEffect() {
        let diagnostics = Recorder<InteractorDiagnostic.Kind>()
        let (executor, search) = searchExecutor(diagnostics: { diagnostics.append($0.kind) }) { $0.hold() }
        let screen = Screen(PanelReducer(), viewModel: .init(), executor: executor)
        screen.onOutput = { [weak screen] _ in screen?.stop() }

        screen.send(.search(.openAndSearch("swift")))

        screen.send(.search(.open("later")))
        #expect(diagnostics.values == [.commandAfterStop], "the screen stopped")
        #expect(screen.runningEffects.isEmpty, "the search after the output was not started")
        #expect(search.requests.count == 0)
    }

    @Test func aCommandSentFromTheFirstRenderIsHandledAfterIt() {
        let screen = Screen(SearchReducer(), viewModel: .init(), executor: InteractorExecutor())
        var rendered: [String?] = []
        let view = screen.attach { viewModel in
            if viewModel.message == nil { screen.send(.failed("from the view")) }
            rendered.append(viewModel.message)
        }

        #expect(rendered == [nil, "from the view"], "the view shows the newest view model last")
        view.cancel()
    }

    @Test func cancellingByIdEndsTheExecutionAndFeedsNothingBack() async {
        let (executor, search) = searchExecutor { $0.hold() }
        let screen = Screen(SearchReducer(), viewModel: .init(), executor: executor)
        let fedBack = FedBackCommands(of: screen)

        screen.send(.search("swift"))
        await search.nextRequest()
        screen.send(.stop)
        #expect(search.heldRequests.count == 0, "the spy's held execution sees the cancellation")
        await screen.effectsEnded()

        #expect(fedBack.commands.isEmpty)
        #expect(screen.viewModel == SearchReducer.ViewModel(query: "swift"))
    }

    @Test func stopCancelsEverythingAndDropsLaterCommands() async {
        let diagnostics = Recorder<InteractorDiagnostic>()
        let (executor, search) = searchExecutor(diagnostics: diagnostics.append) { $0.hold() }
        let screen = Screen(PanelReducer(), viewModel: .init(), executor: executor)
        let fedBack = FedBackCommands(of: screen)
        let stream = screen.viewModels

        screen.send(.search(.search("swift")))
        await search.nextRequest()
        screen.stop()
        screen.send(.closeSearch)
        await screen.effectsEnded()

        #expect(search.heldRequests.count == 0)
        #expect(screen.runningEffects.isEmpty)
        #expect(fedBack.commands.isEmpty)
        #expect(screen.viewModel.search?.query == "swift", "the command after stop changed nothing")
        #expect(diagnostics.values.map(\.kind) == [.commandAfterStop])
        #expect(
            diagnostics.values.first?.description.contains("Screen of TestSupport.PanelReducer after stop()") == true)
        var count = 0
        for await _ in stream { count += 1 }
        #expect(count == 2, "the stream ended after the view models before stop")
    }

    @Test func aReleasedScreenCancelsItsEffects() async {
        let (executor, search) = searchExecutor { $0.hold() }
        var screen: Screen<SearchReducer>? = Screen(SearchReducer(), viewModel: .init(), executor: executor)
        weak var released: Screen<SearchReducer>?
        released = screen

        screen?.send(.search("swift"))
        await search.nextRequest()
        #expect(search.heldRequests.count == 1)
        screen = nil

        #expect(released == nil, "running effects do not keep the screen alive")
        #expect(search.heldRequests.count == 0, "the held execution saw the cancellation")
    }

    @Test func removingAPartCancelsItsEffects() async {
        let (executor, search) = searchExecutor { $0.hold() }
        let screen = Screen(PanelReducer(), viewModel: .init(), executor: executor)
        defer { screen.stop() }
        let fedBack = FedBackCommands(of: screen)

        screen.send(.search(.search("swift")))
        await search.nextRequest()
        screen.send(.closeSearch)

        #expect(search.heldRequests.count == 0)
        #expect(screen.runningEffects.isEmpty)
        await screen.effectsEnded()
        #expect(fedBack.commands.isEmpty)
        #expect(screen.viewModel == PanelReducer.ViewModel(search: nil))
    }

    @Test func twoViewsAttachInTurn() {
        let screen = Screen(SearchReducer(), viewModel: .init(), executor: InteractorExecutor())
        screen.send(.failed("before any view"))
        var first: [String?] = []
        var second: [String?] = []

        let firstView = screen.attach { first.append($0.message) }
        screen.send(.failed("shown to the first"))
        firstView.cancel()
        screen.send(.failed("between views"))
        let secondView = screen.attach { second.append($0.message) }
        screen.send(.failed("shown to the second"))

        #expect(first == ["before any view", "shown to the first"])
        #expect(!firstView.isAttached)
        #expect(second == ["between views", "shown to the second"])
        #expect(secondView.isAttached)
    }

    @Test func aViewReceivesTheViewModelItShowedBeforeWithEachNewOne() {
        let screen = Screen(SearchReducer(), viewModel: .init(), executor: InteractorExecutor())
        screen.send(.failed("before any view"))
        var rendered: [String] = []
        let attachment = screen.attach { previous, viewModel in
            rendered.append("\(previous?.message ?? "nothing") → \(viewModel.message ?? "-")")
        }

        screen.send(.failed("a"))
        screen.send(.failed("a"))  // The same view model again: no one hears of it.
        screen.send(.failed("b"))
        attachment.cancel()
        screen.send(.failed("after cancel"))

        #expect(rendered == ["nothing → before any view", "before any view → a", "a → b"])
    }

    @Test func aViewAttachedWhileTheReducerRunsIsNotSentTheSameViewModelTwice() {
        let screen = Screen(SearchReducer(), viewModel: .init(), executor: InteractorExecutor())
        var rendered: [String] = []
        var attachment: ViewAttachment?
        defer { screen.onStep = nil }  // It refers to the screen.
        screen.onStep = { _ in
            // Attaching here, after the reducer ran and before the screen publishes, shows the new view model.
            attachment =
                attachment
                ?? screen.attach { previous, viewModel in
                    rendered.append("\(previous?.message ?? "nothing") → \(viewModel.message ?? "-")")
                }
        }

        screen.send(.failed("a"))
        screen.send(.failed("b"))

        #expect(rendered == ["nothing → a", "a → b"])
        #expect(attachment?.isAttached == true)
    }

    @Test func aViewAttachedWhileTheReducerRunsRendersTheNewViewModelOnce() {
        let screen = Screen(SearchReducer(), viewModel: .init(), executor: InteractorExecutor())
        var rendered: [String] = []
        var attachment: ViewAttachment?
        defer { screen.onStep = nil }  // It refers to the screen.
        screen.onStep = { _ in
            attachment = attachment ?? screen.attach { rendered.append($0.message ?? "-") }
        }

        screen.send(.failed("a"))
        screen.send(.failed("b"))

        #expect(rendered == ["a", "b"])
        #expect(attachment?.isAttached == true)
    }

    @Test func aReleasedAttachmentStopsRendering() {
        let screen = Screen(SearchReducer(), viewModel: .init(), executor: InteractorExecutor())
        var rendered = 0
        var attachment: ViewAttachment? = screen.attach { _ in rendered += 1 }
        #expect(attachment?.isAttached == true)
        attachment = nil
        screen.send(.failed("after release"))
        #expect(rendered == 1)
    }

    @Test func aRenderClosureThatUsesTheScreenLivesOnlyAsLongAsItsAttachment() {
        var screen: Screen<SearchReducer>? = Screen(SearchReducer(), viewModel: .init(), executor: InteractorExecutor())
        weak var released: Screen<SearchReducer>?
        released = screen
        var attachment = screen.map { screen in screen.attach { _ in _ = screen.runningEffects } }

        screen = nil
        #expect(released != nil, "the attachment's closure uses the screen")
        attachment?.cancel()
        #expect(released == nil, "detaching let go of the closure")
        attachment = nil
    }

    @Test func outputsWaitForTheCoordinatorAndArriveInOrder() {
        let screen = Screen(PanelReducer(), viewModel: .init(), executor: InteractorExecutor())
        var outputs: [PanelReducer.Output] = []

        screen.send(.search(.open("first")))
        screen.send(.search(.open("second")))
        screen.onOutput = { outputs.append($0) }
        screen.send(.search(.open("third")))

        #expect(outputs == [.show("first"), .show("second"), .show("third")])
    }

    @Test func aCommandSentWhileRenderingIsHandledRightAfter() {
        let screen = Screen(SearchReducer(), viewModel: .init(), executor: InteractorExecutor())
        var handled: [SearchReducer.Command] = []
        screen.onStep = { handled.append($0.command) }
        let attachment = screen.attach { viewModel in
            if viewModel.message == "first" {
                screen.send(.failed("second"))
                #expect(handled == [.failed("first")], "not handled inside the render")
            }
        }

        screen.send(.failed("first"))

        #expect(handled == [.failed("first"), .failed("second")])
        #expect(screen.viewModel.message == "second")
        #expect(attachment.isAttached)
    }

    #if canImport(Observation)
        @Test func observationTrackingSeesTheViewModelChange() {
            let screen = Screen(SearchReducer(), viewModel: .init(), executor: InteractorExecutor())
            let changes = Recorder<Int>()
            withObservationTracking {
                _ = screen.viewModel
            } onChange: {
                changes.append(1)
            }

            screen.send(.failed("a"))

            #expect(changes.values.count == 1)
        }
    #endif
}

/// Answers every search twice: the executor passes on the first answer only.
private struct TwiceAnsweringSearch: Interactor {
    func execute(_ request: SearchRequest, completion: consuming Completion<[String]>) {
        let pending = completion.detach()
        pending.complete(with: ["first answer"])
        pending.complete(with: ["second answer"])
    }
}

/// Holds every search until the test answers it by query, whether or not its caller still waits.
private final class SearchGate: Interactor {
    private let lock = Locked<(waiting: [String: DetachedCompletion<[String]>], count: Int)>(([:], 0))

    func execute(_ request: SearchRequest, completion: consuming Completion<[String]>) {
        let pending = completion.detach()
        lock.withLock {
            $0.waiting[request.query] = pending
            $0.count += 1
        }
    }

    /// How many searches have started.
    var queryCount: Int { lock.withLock { $0.count } }

    func answer(_ query: String, with results: [String]) {
        lock.withLock { $0.waiting.removeValue(forKey: query) }?.complete(with: results)
    }
}
