/// The exactly-once logic of one execution whose outcome may arrive later or from another thread.
///
/// A value with no lock and no thread: for each event it moves to the next phase and returns the action to
/// perform. ``CompletionStorage`` runs it under a lock and performs the action after unlocking. Generic over
/// the outcome and over the recipient that receives it, so that tests can drive it with plain values.
///
/// Two kinds of execution use it:
/// - an awaiting caller of a callback interactor starts in ``Phase/running``: the interactor holds its
///   handle inside `execute`, and the caller asks for the outcome when `execute` returns;
/// - a closure-style caller whose interactor detached its handle starts in ``Phase/waiting(_:)`` with the
///   caller's callbacks as the recipient.
@usableFromInline
struct CompletionStateMachine<Outcome, Recipient> {
    @usableFromInline
    enum Phase {
        /// An awaiting execution whose interactor is still inside `execute` with its handle.
        case running
        /// An awaiting execution whose handle was detached; its caller does not wait yet.
        case detached
        /// An awaiting execution that finished before its caller asked or waited.
        case finishedEarly(Outcome)
        /// A recipient waits for the outcome.
        case waiting(Recipient)
        /// The awaiting caller was cancelled and has its answer; any outcome now is expected and dropped.
        case cancelled
        /// The outcome was handed on; a later one is a second completion.
        case finished
    }

    @usableFromInline
    enum Event {
        /// The interactor completed or failed.
        case finish(Outcome)
        /// The handle was let go without completing; `notCompleted` is the outcome that stands in for one.
        case drop(notCompleted: Outcome)
        /// The interactor detached its handle to complete later.
        case detach
        /// The awaiting caller's task was cancelled. Only an awaiting caller sends it, so the recipient it
        /// finds waiting is that caller's continuation, never a closure-style caller's callbacks.
        case cancel
        /// The awaiting caller waits for the outcome: it is the recipient.
        case wait(Recipient)
        /// The interactor's `execute` returned to the awaiting caller.
        case interactorReturned
    }

    @usableFromInline
    enum Action {
        /// Nothing to do.
        case none
        /// Hand `outcome` to `recipient`.
        case deliver(Outcome, to: Recipient)
        /// Hand a cancellation to `recipient`.
        case deliverCancellation(to: Recipient)
        /// Report ``InteractorDiagnostic/Kind/completedTwice``: the outcome arrived after the end.
        case reportCompletedTwice
        /// The awaiting caller returns `outcome` without waiting.
        case returnToCaller(Outcome)
        /// The awaiting caller returns `notCompleted`: `execute` returned, and nothing can use the handle.
        case returnNotCompleted
        /// The awaiting caller suspends, and sends `wait` with its continuation as the recipient.
        case suspend
    }

    @usableFromInline
    var phase: Phase

    @inlinable
    init(_ phase: Phase) {
        self.phase = phase
    }

    /// Whether the awaiting caller was cancelled before the outcome arrived.
    var isCancelled: Bool {
        if case .cancelled = phase { return true }
        return false
    }

    /// Moves to the phase that follows `event` and returns what to do.
    @inlinable
    mutating func handle(_ event: Event) -> Action {
        switch (phase, event) {
        case (.running, .finish(let outcome)), (.detached, .finish(let outcome)),
            (.running, .drop(let outcome)), (.detached, .drop(let outcome)):
            // Kept until the caller asks (interactorReturned) or waits.
            phase = .finishedEarly(outcome)
            return .none
        case (.waiting(let recipient), .finish(let outcome)), (.waiting(let recipient), .drop(let outcome)):
            phase = .finished
            return .deliver(outcome, to: recipient)
        case (.finishedEarly, .finish), (.finished, .finish):
            return .reportCompletedTwice
        case (.cancelled, .finish), (.cancelled, .drop), (.finishedEarly, .drop), (.finished, .drop):
            // A late outcome after a cancellation, or a handle let go after it completed: both expected.
            return .none

        case (.running, .detach):
            phase = .detached
            return .none
        case (_, .detach):
            return .none

        case (.running, .cancel), (.detached, .cancel):
            phase = .cancelled
            return .none
        case (.waiting(let recipient), .cancel):
            phase = .cancelled
            return .deliverCancellation(to: recipient)
        case (.finishedEarly, .cancel), (.cancelled, .cancel), (.finished, .cancel):
            return .none

        case (.detached, .wait(let recipient)):
            phase = .waiting(recipient)
            return .none
        case (.finishedEarly(let outcome), .wait(let recipient)):
            phase = .finished
            return .deliver(outcome, to: recipient)
        case (.cancelled, .wait(let recipient)):
            return .deliverCancellation(to: recipient)
        case (.running, .wait(let recipient)), (.waiting, .wait(let recipient)),
            (.finished, .wait(let recipient)):
            // The executor waits only after interactorReturned answered `suspend`, which these phases
            // never do; answering with a cancellation keeps a caller from waiting forever all the same.
            return .deliverCancellation(to: recipient)

        case (.finishedEarly(let outcome), .interactorReturned):
            phase = .finished
            return .returnToCaller(outcome)
        case (.running, .interactorReturned):
            // The handle was neither used nor let go: an escaping closure borrowed it, and nothing can
            // consume it any more. The caller gets notCompleted now instead of waiting for that closure.
            phase = .finished
            return .returnNotCompleted
        case (.detached, .interactorReturned), (.waiting, .interactorReturned), (.cancelled, .interactorReturned),
            (.finished, .interactorReturned):
            return .suspend
        }
    }
}

extension CompletionStateMachine: Sendable where Outcome: Sendable, Recipient: Sendable {}
extension CompletionStateMachine.Phase: Sendable where Outcome: Sendable, Recipient: Sendable {}
extension CompletionStateMachine.Phase: Equatable where Outcome: Equatable, Recipient: Equatable {}
extension CompletionStateMachine.Event: Sendable where Outcome: Sendable, Recipient: Sendable {}
extension CompletionStateMachine.Event: Equatable where Outcome: Equatable, Recipient: Equatable {}
extension CompletionStateMachine.Action: Sendable where Outcome: Sendable, Recipient: Sendable {}
extension CompletionStateMachine.Action: Equatable where Outcome: Equatable, Recipient: Equatable {}
