import TestSupport
import Testing
import UseCaseSpy

@testable import UseCases

/// The steps a screen reports, and the pure queue that decides when each command is handled and where it
/// came from.
@Suite @MainActor struct ScreenStepTests {
    private typealias Step = ScreenStep<SearchReducer>

    @Test func everyStepSaysWhereItsCommandCameFromAndWhatItChanged() async {
        let (executor, _) = searchExecutor { $0.respond(with: ["Swift"]) }
        let screen = Screen(SearchReducer(), viewModel: .init(), executor: executor)
        var steps: [Step] = []
        screen.onStep = { steps.append($0) }
        let view = screen.attach { viewModel in
            if viewModel.message == "first", viewModel.query.isEmpty {
                screen.send(.setQuery("from the view"))
                #expect(steps.count == 1, "handled after the step it was sent during, not inside the render")
            }
        }
        screen.onOutput = { output in
            if output == .open("x") { screen.send(.failed("from the output")) }
        }

        screen.send(.failed("first"))
        screen.send(.open("x"))
        screen.send(.search("swift"))
        await screen.effectsEnded()

        #expect(
            steps.map { "\($0.origin): \($0.command)" } == [
                "sent: failed(\"first\")",
                "sentDuringStep: setQuery(\"from the view\")",
                "sent: open(\"x\")",
                "sentDuringStep: failed(\"from the output\")",
                "sent: search(\"swift\")",
                "fedBack: found([\"Swift\"])",
            ])
        #expect(steps[0].before == SearchReducer.ViewModel())
        #expect(steps[0].after.message == "first")
        #expect(steps[1].before == steps[0].after, "each step starts where the one before it ended")
        #expect(steps[1].after.query == "from the view")
        #expect(steps[2].before == steps[2].after, "a command that changes nothing")
        #expect(steps[5].before.isSearching && !steps[5].after.isSearching)
        view.cancel()
    }

    @Test func aCommandAViewSendsAsItAttachesComesFromOutsideAnyStep() {
        let screen = Screen(SearchReducer(), viewModel: .init(), executor: InteractorExecutor())
        var steps: [Step] = []
        screen.onStep = { steps.append($0) }

        let view = screen.attach { viewModel in
            if viewModel.query.isEmpty {
                screen.send(.setQuery("first render"))
                #expect(steps.isEmpty, "handled once the view has rendered")
            }
        }

        #expect(steps.map(\.origin) == [.sent])
        #expect(steps.map(\.command) == [.setQuery("first render")])
        view.cancel()
    }

    // MARK: The queue, as a function

    private typealias Queue = CommandQueue<SearchReducer>

    /// Each command the queue hands out until none is left, as "origin command".
    private func drain(_ queue: inout Queue) -> [String] {
        var handled: [String] = []
        while let (command, origin) = queue.next() {
            handled.append("\(origin) \(command)")
        }
        return handled
    }

    @Test func anIdleScreenHandlesACommandAtOnceAsComingFromWhereItCame() {
        var queue = Queue()
        let decision = queue.arrive(.stop, from: .fedBack)
        #expect(decision == .handle(.fedBack))
        #expect(queue.activity == .handling)
        #expect(drain(&queue).isEmpty)
        #expect(queue.activity == .idle)
    }

    @Test func aCommandSentDuringAStepWaitsAndComesFromThatStep() {
        var queue = Queue()
        let decisions = [
            queue.arrive(.stop, from: .sent),
            queue.arrive(.setQuery("a"), from: .sent),
            queue.arrive(.setQuery("b"), from: .fedBack),
        ]
        #expect(decisions == [.handle(.sent), .queued, .queued])
        #expect(queue.next().map { "\($0.origin) \($0.command)" } == #"sentDuringStep setQuery("a")"#)
        let sentMeanwhile = queue.arrive(.setQuery("c"), from: .sent)
        #expect(sentMeanwhile == .queued, "sent while the queued one is handled")
        #expect(drain(&queue) == [#"sentDuringStep setQuery("b")"#, #"sentDuringStep setQuery("c")"#])
        #expect(queue.activity == .idle)
    }

    @Test func aCommandSentWhileAViewRendersOnAttachingWaitsAndKeepsItsOrigin() {
        var queue = Queue()
        let started = queue.startRendering()
        #expect(started)
        let decision = queue.arrive(.setQuery("a"), from: .sent)
        #expect(decision == .queued)
        #expect(queue.next().map { "\($0.origin) \($0.command)" } == #"sent setQuery("a")"#)
        let sentDuringIt = queue.arrive(.setQuery("b"), from: .sent)
        #expect(sentDuringIt == .queued)
        #expect(drain(&queue) == [#"sentDuringStep setQuery("b")"#])
        #expect(queue.activity == .idle)
    }

    @Test func aViewThatAttachesDuringAStepRendersWithinIt() {
        var queue = Queue()
        _ = queue.arrive(.stop, from: .sent)
        let started = queue.startRendering()
        #expect(!started)
        #expect(queue.activity == .handling)
    }

    @Test func aStoppedQueueDropsEveryCommandAndForgetsTheQueuedOnes() {
        var queue = Queue()
        _ = queue.arrive(.stop, from: .sent)
        _ = queue.arrive(.setQuery("queued"), from: .sent)
        let stopped = queue.stop()
        let stoppedAgain = queue.stop()
        #expect(stopped && !stoppedAgain)
        #expect(drain(&queue).isEmpty)
        let decision = queue.arrive(.stop, from: .sent)
        #expect(decision == .dropped)
        let started = queue.startRendering()
        #expect(!started)
        #expect(queue.isStopped)
    }
}
