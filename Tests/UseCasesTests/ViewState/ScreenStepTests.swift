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
        screen.onOutput = { [weak screen] output in
            if output == .open("x") { screen?.send(.failed("from the output")) }
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

    /// The origins of the waiting commands, in the order the queue hands them out until none is left.
    private func drain(_ queue: inout CommandQueue) -> [ScreenStepOrigin] {
        var handled: [ScreenStepOrigin] = []
        while let origin = queue.endStep() {
            handled.append(origin)
        }
        return handled
    }

    @Test func anIdleScreenHandlesACommandAtOnceAsComingFromWhereItCame() {
        var queue = CommandQueue()
        let decision = queue.arrive(from: .fedBack)
        #expect(decision == .handle(.fedBack))
        #expect(queue.activity == .handling)
        #expect(drain(&queue).isEmpty)
        #expect(queue.activity == .idle)
    }

    @Test func aCommandSentDuringAStepWaitsAndComesFromThatStep() {
        var queue = CommandQueue()
        let decisions = [queue.arrive(from: .sent), queue.arrive(from: .sent), queue.arrive(from: .fedBack)]
        #expect(decisions == [.handle(.sent), .queued, .queued])
        let first = queue.endStep()
        #expect(first == .sentDuringStep)
        let sentMeanwhile = queue.arrive(from: .sent)
        #expect(sentMeanwhile == .queued, "sent while the queued one is handled")
        #expect(drain(&queue) == [.sentDuringStep, .sentDuringStep])
        #expect(queue.activity == .idle)
    }

    @Test func aCommandSentWhileAViewRendersOnAttachingWaitsAndKeepsItsOrigin() {
        var queue = CommandQueue()
        let started = queue.startRendering()
        #expect(started)
        let decision = queue.arrive(from: .sent)
        #expect(decision == .queued)
        let first = queue.endStep()
        #expect(first == .sent)
        let sentDuringIt = queue.arrive(from: .sent)
        #expect(sentDuringIt == .queued)
        #expect(drain(&queue) == [.sentDuringStep])
        #expect(queue.activity == .idle)
    }

    @Test func aViewThatAttachesDuringAStepRendersWithinIt() {
        var queue = CommandQueue()
        _ = queue.arrive(from: .sent)
        let started = queue.startRendering()
        #expect(!started)
        #expect(queue.activity == .handling)
    }

    @Test func aStoppedQueueDropsEveryCommandAndForgetsTheWaitingOnes() {
        var queue = CommandQueue()
        _ = queue.arrive(from: .sent)
        _ = queue.arrive(from: .sent)
        let stopped = queue.stop()
        let stoppedAgain = queue.stop()
        #expect(stopped && !stoppedAgain)
        #expect(queue.waiting.isEmpty)
        #expect(drain(&queue).isEmpty)
        let decision = queue.arrive(from: .sent)
        #expect(decision == .dropped)
        let started = queue.startRendering()
        #expect(!started)
        #expect(queue.isStopped)
    }
}
