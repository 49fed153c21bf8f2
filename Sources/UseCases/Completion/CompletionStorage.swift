/// The shared, once-only state of one execution whose outcome may arrive later or from another thread.
///
/// Used for every awaiting caller of a callback interactor, and when an interactor detaches its handle. It
/// runs a ``CompletionStateMachine`` under a lock and performs the action the machine returns after
/// unlocking, so no callback, continuation or diagnostics handler ever runs under the lock.
///
/// A struct around its locked machine, so that the state is one allocation; copies share it.
@usableFromInline
struct CompletionStorage<Response: Sendable>: Sendable {
    @usableFromInline
    typealias Machine = CompletionStateMachine<Outcome<Response>, Recipient>

    @usableFromInline
    let machine: Locked<Machine>
    @usableFromInline
    let diagnostics: DiagnosticReporter

    /// Storage for an awaiting caller whose callback interactor is about to run.
    @inlinable
    init(awaiting diagnostics: DiagnosticReporter) {
        machine = Locked(Machine(.running))
        self.diagnostics = diagnostics
    }

    /// Storage for a closure-style caller whose interactor detached its handle.
    init(waiting callbacks: Callbacks<Response>) {
        machine = Locked(Machine(.waiting(.callbacks(callbacks))))
        diagnostics = callbacks.diagnostics
    }

    /// Whether the awaiting caller's task was cancelled before the outcome arrived.
    var isCancelled: Bool {
        machine.withLock { $0.isCancelled }
    }

    /// Ends the execution with `outcome`, unless it has ended already.
    @inlinable
    func finish(_ outcome: Outcome<Response>) {
        perform(machine.withLock { $0.handle(.finish(outcome)) })
    }

    /// Ends the execution with ``InteractorError/Code/notCompleted``: its handle was let go without completing.
    @usableFromInline
    func drop() {
        let notCompleted = Outcome<Response>.failure(.notCompleted(diagnostics.requestType))
        perform(machine.withLock { $0.handle(.drop(notCompleted: notCompleted)) })
    }

    /// Records that the interactor detached the handle.
    func detach() {
        perform(machine.withLock { $0.handle(.detach) })
    }

    /// Answers the awaiting caller with ``InteractorError/Code/cancelled`` at once, whatever comes later.
    @usableFromInline
    func cancel() {
        perform(machine.withLock { $0.handle(.cancel) })
    }

    /// The outcome for the awaiting caller once the interactor's `execute` has returned, or `nil` when the
    /// caller must wait for a detached handle.
    @inlinable
    func interactorReturned() -> Outcome<Response>? {
        switch machine.withLock({ $0.handle(.interactorReturned) }) {
        case .returnToCaller(let outcome):
            return outcome
        case .returnNotCompleted:
            return .failure(.notCompleted(diagnostics.requestType))
        default:
            return nil
        }
    }

    /// The awaiting caller waits with its continuation.
    ///
    /// The continuation is resumed at once when the outcome or a cancellation came first.
    @usableFromInline
    func wait(with continuation: UnsafeContinuation<Outcome<Response>, Never>) {
        // The machine hands a recipient on exactly once, so the continuation is resumed exactly once.
        perform(machine.withLock { $0.handle(.wait(.continuation(continuation))) })
    }

    /// Does what the machine decided, after unlocking.
    @inlinable
    func perform(_ action: Machine.Action) {
        switch action {
        case .deliver(let outcome, let recipient):
            recipient.deliver(outcome)
        case .deliverCancellation(let recipient):
            recipient.deliver(.failure(.cancelled(diagnostics.requestType)))
        case .reportCompletedTwice:
            diagnostics.report(.completedTwice)
        case .none, .returnToCaller, .returnNotCompleted, .suspend:
            break
        }
    }
}

// MARK: - Who receives the outcome

extension CompletionStorage {
    /// Where an outcome stored in a ``CompletionStorage`` goes.
    @usableFromInline
    enum Recipient: @unchecked Sendable {
        // @unchecked: `callbacks` may hold closures isolated to the caller's actor. The machine only stores and
        // returns them under its lock; they are called only through `deliverOnCallerActor`, on that actor.

        /// A closure-style caller: its closures run on its actor.
        case callbacks(Callbacks<Response>)
        // Unsafe rather than checked: the machine hands a recipient on exactly once, and `UnsafeContinuation`
        // is frozen, so specialized code copies it without looking up its layout.
        /// An awaiting caller.
        case continuation(UnsafeContinuation<Outcome<Response>, Never>)

        /// Hands `outcome` to the recipient.
        @usableFromInline
        func deliver(_ outcome: Outcome<Response>) {
            switch self {
            case .callbacks(let callbacks):
                callbacks.deliverOnCallerActor(outcome)
            case .continuation(let continuation):
                continuation.resume(returning: outcome)
            }
        }
    }
}
