import Testing

@testable import UseCases

/// The exactly-once logic as a function: every phase with every event, then the sequences executions take.
@Suite struct CompletionStateMachineTests {
    /// Outcomes are numbers and recipients are names, so every step can be compared by value.
    typealias Machine = CompletionStateMachine<Int, String>

    /// One row of the table: from `phase`, `event` leads to `next` and asks for `action`.
    struct Transition: Sendable, CustomTestStringConvertible {
        let phase: Machine.Phase
        let event: Machine.Event
        let next: Machine.Phase
        let action: Machine.Action

        var testDescription: String { "\(phase) + \(event) -> \(next), \(action)" }
    }

    static let transitions: [Transition] = [
        // An awaiting caller's interactor is still inside `execute`.
        Transition(phase: .running, event: .finish(2), next: .finishedEarly(2), action: .none),
        Transition(phase: .running, event: .drop(notCompleted: 9), next: .finishedEarly(9), action: .none),
        Transition(phase: .running, event: .detach, next: .detached, action: .none),
        Transition(phase: .running, event: .cancel, next: .cancelled, action: .none),
        Transition(phase: .running, event: .wait("a"), next: .running, action: .deliverCancellation(to: "a")),
        Transition(phase: .running, event: .interactorReturned, next: .finished, action: .returnNotCompleted),
        // The handle was detached; the caller does not wait yet.
        Transition(phase: .detached, event: .finish(2), next: .finishedEarly(2), action: .none),
        Transition(phase: .detached, event: .drop(notCompleted: 9), next: .finishedEarly(9), action: .none),
        Transition(phase: .detached, event: .detach, next: .detached, action: .none),
        Transition(phase: .detached, event: .cancel, next: .cancelled, action: .none),
        Transition(phase: .detached, event: .wait("a"), next: .waiting("a"), action: .none),
        Transition(phase: .detached, event: .interactorReturned, next: .detached, action: .suspend),
        // Finished before the caller asked or waited.
        Transition(phase: .finishedEarly(1), event: .finish(2), next: .finishedEarly(1), action: .reportCompletedTwice),
        Transition(phase: .finishedEarly(1), event: .drop(notCompleted: 9), next: .finishedEarly(1), action: .none),
        Transition(phase: .finishedEarly(1), event: .detach, next: .finishedEarly(1), action: .none),
        Transition(phase: .finishedEarly(1), event: .cancel, next: .finishedEarly(1), action: .none),
        Transition(phase: .finishedEarly(1), event: .wait("a"), next: .finished, action: .deliver(1, to: "a")),
        Transition(phase: .finishedEarly(1), event: .interactorReturned, next: .finished, action: .returnToCaller(1)),
        // A recipient waits.
        Transition(phase: .waiting("r"), event: .finish(2), next: .finished, action: .deliver(2, to: "r")),
        Transition(phase: .waiting("r"), event: .drop(notCompleted: 9), next: .finished, action: .deliver(9, to: "r")),
        Transition(phase: .waiting("r"), event: .detach, next: .waiting("r"), action: .none),
        Transition(phase: .waiting("r"), event: .cancel, next: .cancelled, action: .deliverCancellation(to: "r")),
        Transition(
            phase: .waiting("r"), event: .wait("a"), next: .waiting("r"), action: .deliverCancellation(to: "a")),
        Transition(phase: .waiting("r"), event: .interactorReturned, next: .waiting("r"), action: .suspend),
        // The awaiting caller was cancelled and has its answer.
        Transition(phase: .cancelled, event: .finish(2), next: .cancelled, action: .none),
        Transition(phase: .cancelled, event: .drop(notCompleted: 9), next: .cancelled, action: .none),
        Transition(phase: .cancelled, event: .detach, next: .cancelled, action: .none),
        Transition(phase: .cancelled, event: .cancel, next: .cancelled, action: .none),
        Transition(phase: .cancelled, event: .wait("a"), next: .cancelled, action: .deliverCancellation(to: "a")),
        Transition(phase: .cancelled, event: .interactorReturned, next: .cancelled, action: .suspend),
        // The outcome was handed on.
        Transition(phase: .finished, event: .finish(2), next: .finished, action: .reportCompletedTwice),
        Transition(phase: .finished, event: .drop(notCompleted: 9), next: .finished, action: .none),
        Transition(phase: .finished, event: .detach, next: .finished, action: .none),
        Transition(phase: .finished, event: .cancel, next: .finished, action: .none),
        Transition(phase: .finished, event: .wait("a"), next: .finished, action: .deliverCancellation(to: "a")),
        Transition(phase: .finished, event: .interactorReturned, next: .finished, action: .suspend),
    ]

    @Test(arguments: transitions)
    func eachEventInEachPhaseLeadsToItsNextPhaseAndAction(_ transition: Transition) {
        var machine = Machine(transition.phase)
        let action = machine.handle(transition.event)
        #expect(action == transition.action)
        #expect(machine.phase == transition.next)
    }

    @Test func theTableHasEveryPhaseWithEveryEventOnce() {
        let phases = ["running", "detached", "finishedEarly", "waiting", "cancelled", "finished"]
        let events = ["finish", "drop", "detach", "cancel", "wait", "interactorReturned"]
        let pairs = Self.transitions.map { "\(Self.name(of: $0.phase)) \(Self.name(of: $0.event))" }
        let expected = phases.flatMap { phase in events.map { "\(phase) \($0)" } }
        #expect(pairs.sorted() == expected.sorted())
    }

    // MARK: - Sequences

    @Test func anAwaitingCallerGetsAnOutcomeGivenBeforeExecuteReturnedWithoutWaiting() {
        var machine = Machine(.running)
        #expect(machine.handle(.finish(7)) == .none)
        #expect(machine.handle(.interactorReturned) == .returnToCaller(7))
        #expect(machine.handle(.drop(notCompleted: 9)) == .none)  // the used handle goes away: nothing more
    }

    @Test func anAwaitingCallerWaitsForADetachedHandleAndGetsItsOutcomeOnce() {
        var machine = Machine(.running)
        #expect(machine.handle(.detach) == .none)
        #expect(machine.handle(.interactorReturned) == .suspend)
        #expect(machine.handle(.wait("caller")) == .none)
        #expect(machine.handle(.finish(7)) == .deliver(7, to: "caller"))
        #expect(machine.handle(.finish(8)) == .reportCompletedTwice)
        #expect(machine.handle(.drop(notCompleted: 9)) == .none)
    }

    @Test func aDetachedHandleThatFinishesBeforeExecuteReturnsAnswersTheCallerWithoutWaiting() {
        var machine = Machine(.running)
        _ = machine.handle(.detach)
        #expect(machine.handle(.finish(7)) == .none)
        #expect(machine.handle(.interactorReturned) == .returnToCaller(7))
    }

    @Test func aDetachedHandleThatFinishesBeforeTheCallerAttachesIsDeliveredOnAttach() {
        var machine = Machine(.running)
        _ = machine.handle(.detach)
        #expect(machine.handle(.interactorReturned) == .suspend)
        #expect(machine.handle(.finish(7)) == .none)
        #expect(machine.handle(.wait("caller")) == .deliver(7, to: "caller"))
        #expect(machine.handle(.finish(8)) == .reportCompletedTwice)
    }

    @Test func aCancelledCallerIsAnsweredOnceAndLateOutcomesAreDroppedQuietly() {
        var machine = Machine(.running)
        _ = machine.handle(.detach)
        _ = machine.handle(.interactorReturned)
        _ = machine.handle(.wait("caller"))
        #expect(machine.handle(.cancel) == .deliverCancellation(to: "caller"))
        #expect(machine.isCancelled)
        #expect(machine.handle(.finish(7)) == .none)
        #expect(machine.handle(.drop(notCompleted: 9)) == .none)
    }

    @Test func aHandleLetGoInsideExecuteAnswersTheAwaitingCallerWithNotCompleted() {
        var machine = Machine(.running)
        #expect(machine.handle(.drop(notCompleted: 9)) == .none)
        #expect(machine.handle(.interactorReturned) == .returnToCaller(9))
    }

    @Test func aClosureCallerWhoseHandleWasDetachedGetsTheFirstOutcomeAndASecondIsReported() {
        var machine = Machine(.waiting("callbacks"))
        #expect(machine.handle(.finish(7)) == .deliver(7, to: "callbacks"))
        #expect(machine.handle(.finish(8)) == .reportCompletedTwice)
        #expect(!machine.isCancelled)
    }

    // MARK: - Names of cases, for the coverage check

    private static func name(of phase: Machine.Phase) -> String {
        switch phase {
        case .running: "running"
        case .detached: "detached"
        case .finishedEarly: "finishedEarly"
        case .waiting: "waiting"
        case .cancelled: "cancelled"
        case .finished: "finished"
        }
    }

    private static func name(of event: Machine.Event) -> String {
        switch event {
        case .finish: "finish"
        case .drop: "drop"
        case .detach: "detach"
        case .cancel: "cancel"
        case .wait: "wait"
        case .interactorReturned: "interactorReturned"
        }
    }
}
