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

    /// The state machine with the screen's part: the origins of the waiting commands, as the machine gave
    /// them, handed out in order when it says a waiting command's turn has come.
    private struct Queue {
        var machine = ScreenCommandStateMachine()
        var waiting: [ScreenStepOrigin] = []

        mutating func arrive(from origin: ScreenStepOrigin) -> ScreenCommandStateMachine.Decision {
            let decision = machine.arrive(from: origin)
            if case .queue(let origin) = decision {
                waiting.append(origin)
            }
            return decision
        }

        mutating func endStep() -> ScreenStepOrigin? {
            machine.endStep() ? waiting.removeFirst() : nil
        }

        mutating func stop() -> Bool {
            guard machine.stop() else { return false }
            waiting.removeAll()
            return true
        }
    }

    /// The origins of the waiting commands, in the order the queue hands them out until none is left.
    private func drain(_ queue: inout Queue) -> [ScreenStepOrigin] {
        var handled: [ScreenStepOrigin] = []
        while let origin = queue.endStep() {
            handled.append(origin)
        }
        return handled
    }

    @Test func anIdleScreenHandlesACommandAtOnceAsComingFromWhereItCame() {
        var queue = Queue()
        let decision = queue.arrive(from: .fedBack)
        #expect(decision == .handle(.fedBack))
        #expect(queue.machine.activity == .handling)
        #expect(drain(&queue).isEmpty)
        #expect(queue.machine.activity == .idle)
    }

    @Test func aCommandSentDuringAStepWaitsAndComesFromThatStep() {
        var queue = Queue()
        let decisions = [queue.arrive(from: .sent), queue.arrive(from: .sent), queue.arrive(from: .fedBack)]
        #expect(decisions == [.handle(.sent), .queue(.sentDuringStep), .queue(.sentDuringStep)])
        let first = queue.endStep()
        #expect(first == .sentDuringStep)
        let sentMeanwhile = queue.arrive(from: .sent)
        #expect(sentMeanwhile == .queue(.sentDuringStep), "sent while the queued one is handled")
        #expect(drain(&queue) == [.sentDuringStep, .sentDuringStep])
        #expect(queue.machine.activity == .idle)
    }

    @Test func aCommandSentWhileAViewRendersOnAttachingWaitsAndKeepsItsOrigin() {
        var queue = Queue()
        let started = queue.machine.startRendering()
        #expect(started)
        let decision = queue.arrive(from: .sent)
        #expect(decision == .queue(.sent))
        let first = queue.endStep()
        #expect(first == .sent)
        let sentDuringIt = queue.arrive(from: .sent)
        #expect(sentDuringIt == .queue(.sentDuringStep))
        #expect(drain(&queue) == [.sentDuringStep])
        #expect(queue.machine.activity == .idle)
    }

    @Test func aViewThatAttachesDuringAStepRendersWithinIt() {
        var queue = Queue()
        _ = queue.arrive(from: .sent)
        let started = queue.machine.startRendering()
        #expect(!started)
        #expect(queue.machine.activity == .handling)
    }

    @Test func aStoppedQueueDropsEveryCommandAndForgetsTheWaitingOnes() {
        var queue = Queue()
        _ = queue.arrive(from: .sent)
        _ = queue.arrive(from: .sent)
        let stopped = queue.stop()
        let stoppedAgain = queue.stop()
        #expect(stopped && !stoppedAgain)
        #expect(queue.machine.waitingCount == 0)
        #expect(drain(&queue).isEmpty)
        let decision = queue.arrive(from: .sent)
        #expect(decision == .drop)
        let started = queue.machine.startRendering()
        #expect(!started)
        #expect(queue.machine.isStopped)
    }
}
