/// The once-only state of one execution whose outcome may arrive later or from another thread.
///
/// Used when an interactor detaches its completion, and for every awaiting caller of a callback
/// interactor. The first outcome wins; the lock is held only to flip the phase, never while a callback
/// or continuation runs.
@usableFromInline
final class CompletionState<Response: Sendable>: Sendable {
    /// How the outcome reaches the caller.
    @usableFromInline
    enum Target {
        case callbacks(Callbacks<Response>)
        case continuation(CheckedContinuation<Result<Response, InteractorError>, Never>)
    }

    private enum FinishAction {
        case deliver(Target)
        case reportSecondCompletion
        case nothing
    }

    @usableFromInline
    enum Phase {
        /// An awaiting execution whose continuation is not attached yet.
        case starting
        /// An awaiting execution that ended before its continuation was attached.
        case finishedEarly(Result<Response, InteractorError>)
        case pending(Target)
        case cancelled
        case finished
    }

    private let phase: Locked<Phase>
    @usableFromInline
    let reporter: Reporter

    @usableFromInline
    init(_ phase: Phase, reporter: Reporter) {
        self.phase = Locked(phase)
        self.reporter = reporter
    }

    /// Whether the awaiting caller's task was cancelled before the outcome arrived.
    @usableFromInline
    var isCancelled: Bool {
        phase.withLock {
            if case .cancelled = $0 { return true }
            return false
        }
    }

    /// Attaches the awaiting caller's continuation, resuming it at once when the outcome or a cancellation
    /// came first.
    @usableFromInline
    func attach(_ continuation: CheckedContinuation<Result<Response, InteractorError>, Never>) {
        let early: Result<Response, InteractorError>? = phase.withLock { phase in
            switch phase {
            case .starting:
                phase = .pending(.continuation(continuation))
                return nil
            case .finishedEarly(let result):
                phase = .finished
                return result
            case .pending, .cancelled, .finished:
                return .failure(.cancelled(reporter.requestType))
            }
        }
        if let early {
            continuation.resume(returning: early)
        }
    }

    /// Ends the execution with `result` unless it has ended already.
    ///
    /// - Parameters:
    ///   - result: The outcome for the caller.
    ///   - isDrop: `true` when the outcome stands in for a handle let go of without completing;
    ///     such an outcome after the end is expected and not reported.
    @usableFromInline
    func finish(_ result: Result<Response, InteractorError>, isDrop: Bool = false) {
        let action: FinishAction = phase.withLock { phase in
            switch phase {
            case .pending(let target):
                phase = .finished
                return .deliver(target)
            case .starting:
                // Completed before the awaiting caller attached its continuation: kept for attach(_:).
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
    @usableFromInline
    func cancel() {
        let target: Target? = phase.withLock { phase in
            switch phase {
            case .starting:
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

    private static func deliver(_ result: Result<Response, InteractorError>, to target: Target) {
        switch target {
        case .continuation(let continuation):
            continuation.resume(returning: result)
        case .callbacks(let callbacks):
            guard let isolation = callbacks.isolation else {
                // A caller without isolation gets its callback on the completing thread (see execute's docs).
                callbacks.deliver(result)
                return
            }
            let delivery = Delivery(callbacks: callbacks, result: result)
            Task {
                await delivery.run(on: isolation)
            }
        }
    }
}

/// Carries a caller's callbacks and an outcome to the caller's actor.
private struct Delivery<Response: Sendable>: @unchecked Sendable {
    // @unchecked: `callbacks` holds closures isolated to the caller's actor. They are called only in
    // run(on:), which runs on that actor, so they never run concurrently with the caller's own code.
    let callbacks: Callbacks<Response>
    let result: Result<Response, InteractorError>

    func run(on actor: isolated any Actor) {
        callbacks.deliver(result)
    }
}
