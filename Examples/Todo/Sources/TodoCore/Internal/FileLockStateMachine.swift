/// Decides, each time the lock of ``FileLock`` is found taken, whether to wait on: a waiter waits its turn as long
/// as the turns before it keep moving, and gives up only when one holder has kept the lock for the whole
/// patience allowed.
///
/// Each holder counts its turn in the lock file; a waiter that sees the count change knows that the lock
/// changed hands, and starts counting its patience again.
struct FileLockStateMachine {
    /// What the waiter does next.
    enum Action: Equatable {
        /// Try again after a pause.
        case retry
        /// Give up: the holder seen last has held the lock for the whole patience.
        case giveUp
    }

    /// How long one holder may keep the lock before a waiter gives up, in seconds.
    let patience: Double
    /// The count of turns seen last, and since when it has not changed.
    private var lastTurn: (count: UInt64?, since: Double)?

    /// Creates the decider of a waiter that has not found the lock taken yet.
    init(patience: Double) {
        self.patience = patience
    }

    /// The lock was taken.
    ///
    /// - Parameters:
    ///   - turn: The count of turns the lock file holds now; `nil` when it cannot be read.
    ///   - now: The time now, in seconds, on a clock that only goes forward.
    /// - Returns: Whether to try again.
    mutating func lockWasTaken(turn: UInt64?, now: Double) -> Action {
        guard let lastTurn, lastTurn.count == turn else {
            lastTurn = (turn, now)  // The first look, or another holder: patience starts again.
            return .retry
        }
        return now - lastTurn.since >= patience ? .giveUp : .retry
    }

}
