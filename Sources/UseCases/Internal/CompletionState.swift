/// The once-only state of one execution whose outcome may arrive later or from another thread.
///
/// Used when an interactor detaches its completion, and for every awaiting caller of a callback
/// interactor. The first outcome wins; the lock is held only to flip the phase, never while a callback
/// or continuation runs.
///
/// A struct around its locked phase, so that the state is one allocation (the phase and its lock, see
/// `Locked`) rather than an object that points at a second one. Copies share the phase.
@usableFromInline
struct CompletionState<Response: Sendable>: Sendable {
    /// How the outcome reaches the caller.
    ///
    /// The continuation is unsafe rather than checked: every path that resumes it first moves the phase to
    /// a final state under the lock, so it is resumed exactly once (`CancellationTests` and `StressTests`
    /// check that). And `UnsafeContinuation` is `@frozen`, while `CheckedContinuation`'s layout is known
    /// only at run time, which made even specialized code copy the phase through generic value witnesses
    /// (an awaited callback interactor took 924 ns instead of 205).
    @usableFromInline
    enum Target {
        case callbacks(Callbacks<Response>)
        case continuation(UnsafeContinuation<Result<Response, InteractorError>, Never>)
    }

    /// What a caller takes out of the phase under the lock; errors are built after unlocking.
    @usableFromInline
    enum Taken {
        case outcome(Result<Response, InteractorError>)
        case noOutcome
        case nothing
    }

    @usableFromInline
    enum FinishAction {
        case deliver(Target)
        case reportSecondCompletion
        case nothing
    }

    @usableFromInline
    enum Phase: @unchecked Sendable {
        // @unchecked: a phase may hold the caller's non-Sendable `Callbacks`. It is read and written only
        // under `phase`'s lock, and the callbacks taken out of it are called only on the caller's actor
        // (through `Callbacks.deliverOnCallerActor`), or on the completing thread for a caller with no
        // actor, as `execute` documents.
        /// An awaiting execution whose interactor still holds its handle inside `execute`.
        case starting
        /// An awaiting execution whose handle was detached; the continuation is not attached yet.
        case detached
        /// An awaiting execution that ended before its continuation was attached.
        case finishedEarly(Result<Response, InteractorError>)
        case pending(Target)
        case cancelled
        case finished
    }

    /// What an awaiting caller does once the interactor's `execute` has returned.
    @usableFromInline
    enum Next {
        case returnOutcome(Result<Response, InteractorError>)
        case waitForDetachedCompletion
    }

    @usableFromInline
    let phase: Locked<Phase>
    @usableFromInline
    let reporter: Reporter

    @inlinable
    init(_ phase: Phase, reporter: Reporter) {
        self.phase = Locked(phase)
        self.reporter = reporter
    }

    /// Whether the awaiting caller's task was cancelled before the outcome arrived.
    @inlinable
    var isCancelled: Bool {
        phase.withLock {
            if case .cancelled = $0 { return true }
            return false
        }
    }

    /// Records that the interactor detached the handle of an awaiting execution.
    @inlinable
    func detach() {
        phase.withLock { phase in
            if case .starting = phase { phase = .detached }
        }
    }

    /// Decides, once the interactor's `execute` has returned, whether the awaiting caller has its outcome.
    ///
    /// Still `starting` means the handle was neither used nor released: an escaping closure borrowed it, and
    /// nothing can consume it any more. The caller gets ``InteractorError/Code/notCompleted`` now instead of
    /// waiting for that closure to go away.
    @inlinable
    func next() -> Next {
        let taken: Taken = phase.withLock { phase in
            switch phase {
            case .finishedEarly(let result):
                phase = .finished
                return .outcome(result)
            case .starting:
                phase = .finished
                return .noOutcome
            case .detached, .pending, .cancelled, .finished:
                return .nothing
            }
        }
        switch taken {
        case .outcome(let result): return .returnOutcome(result)
        case .noOutcome: return .returnOutcome(.failure(.notCompleted(reporter.requestType)))
        case .nothing: return .waitForDetachedCompletion
        }
    }

    /// Attaches the awaiting caller's continuation, resuming it at once when the outcome or a cancellation
    /// came first.
    @inlinable
    func attach(_ continuation: UnsafeContinuation<Result<Response, InteractorError>, Never>) {
        let taken: Taken = phase.withLock { phase in
            switch phase {
            case .detached:
                phase = .pending(.continuation(continuation))
                return .nothing
            case .finishedEarly(let result):
                phase = .finished
                return .outcome(result)
            case .starting, .pending, .cancelled, .finished:
                return .noOutcome
            }
        }
        switch taken {
        case .outcome(let result): continuation.resume(returning: result)
        case .noOutcome: continuation.resume(returning: .failure(.cancelled(reporter.requestType)))
        case .nothing: break
        }
    }

    /// Ends the execution with `result` unless it has ended already.
    ///
    /// - Parameters:
    ///   - result: The outcome for the caller.
    ///   - isDrop: `true` when the outcome stands in for a handle let go of without completing;
    ///     such an outcome after the end is expected and not reported.
    @inlinable
    func finish(_ result: Result<Response, InteractorError>, isDrop: Bool = false) {
        let action: FinishAction = phase.withLock { phase in
            switch phase {
            case .pending(let target):
                phase = .finished
                return .deliver(target)
            case .starting, .detached:
                // Completed before the awaiting caller attached its continuation: kept for next() or attach(_:).
                phase = .finishedEarly(result)
                return .nothing
            case .cancelled:
                // The caller already has its cancellation outcome; a late completion is expected.
                return .nothing
            case .finished, .finishedEarly:
                return isDrop ? .nothing : .reportSecondCompletion
            }
        }
        switch action {
        case .deliver(let target):
            Self.deliver(result, to: target)
        case .reportSecondCompletion:
            reporter.report(.completedTwice)
        case .nothing:
            break
        }
    }

    /// Ends an awaiting execution with a cancellation outcome at once, whatever the interactor does later.
    @inlinable
    func cancel() {
        let target: Target? = phase.withLock { phase in
            switch phase {
            case .starting, .detached:
                phase = .cancelled
                return nil
            case .pending(let target):
                guard case .continuation = target else { return nil }
                phase = .cancelled
                return target
            case .cancelled, .finished, .finishedEarly:
                return nil
            }
        }
        if let target {
            Self.deliver(.failure(.cancelled(reporter.requestType)), to: target)
        }
    }

    @inlinable
    static func deliver(_ result: Result<Response, InteractorError>, to target: Target) {
        switch target {
        case .continuation(let continuation):
            continuation.resume(returning: result)
        case .callbacks(let callbacks):
            callbacks.deliverOnCallerActor(result)
        }
    }
}
