/// When a screen handles each command, and where each came from: the pure decider that ``Screen``, its
/// shell, performs.
///
/// A screen handles one command at a time, on the main actor. A command sent while it handles another (by a
/// render closure or the output handler) or while a newly attached view renders waits, and is handled once
/// that is done, in the order sent. ``Screen`` runs the reducer and keeps the waiting commands, each with the
/// origin this type gave it; this type decides when each is handled. It keeps only how many wait, so it is
/// not generic, and a screen's `send` looks up no type metadata for it (see "View state" in
/// Benchmarks/README.md).
struct ScreenCommandStateMachine {
    /// What the screen is doing.
    enum Activity: Equatable {
        case idle
        /// Handling a command and then the ones queued meanwhile.
        case handling
        /// Rendering the view model for a view that attached while the screen was idle.
        case rendering
        /// Stopped for good: every command is dropped.
        case stopped
    }

    /// What to do with a command that arrives.
    enum Decision: Equatable {
        /// Handle it now, as coming from the origin.
        case handle(ScreenStepOrigin)
        /// Keep it, as coming from the origin, and handle it once ``endStep()`` says its turn has come.
        case queue(ScreenStepOrigin)
        /// Drop it: the screen stopped.
        case drop
    }

    private(set) var activity = Activity.idle
    /// How many commands wait.
    private(set) var waitingCount = 0

    var isStopped: Bool {
        activity == .stopped
    }

    /// A command arrives, sent from outside or fed back by an effect.
    mutating func arrive(from origin: ScreenStepOrigin) -> Decision {
        switch activity {
        case .idle:
            activity = .handling
            return .handle(origin)
        case .handling:
            waitingCount += 1
            return .queue(.sentDuringStep)
        case .rendering:
            waitingCount += 1
            return .queue(origin)  // Sent by a view as it attaches: from outside any step.
        case .stopped:
            return .drop
        }
    }

    /// A view attaches and renders: when the screen is idle, commands sent meanwhile wait until it rendered.
    ///
    /// - Returns: Whether rendering started here, so that the caller handles the commands queued meanwhile
    ///   with ``endStep()`` once it rendered; `false` within a step, whose end handles them.
    mutating func startRendering() -> Bool {
        guard activity == .idle else { return false }
        activity = .rendering
        return true
    }

    /// A command, or a rendering, is done.
    ///
    /// - Returns: Whether to handle the oldest waiting command now; `false` when none is waiting, and the
    ///   screen is idle, or when it stopped.
    mutating func endStep() -> Bool {
        guard activity != .stopped else { return false }
        guard waitingCount > 0 else {
            activity = .idle
            return false
        }
        activity = .handling
        waitingCount -= 1
        return true
    }

    /// Stops for good: the waiting commands are dropped.
    ///
    /// - Returns: Whether the screen was running; `false` when it had stopped already.
    mutating func stop() -> Bool {
        guard activity != .stopped else { return false }
        activity = .stopped
        waitingCount = 0
        return true
    }
}
