#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An exclusive lock between processes, held on a lock file with `flock(2)`: how `todo` commands that run at
/// the same time on one list take turns.
///
/// The system lets go of the lock when its holder exits, even by a crash or `kill -9`, so a lock file left
/// behind never blocks anyone. The file itself stays beside the list, holding the count of turns taken, which
/// each holder adds one to, so that the waiters see the turns move (see ``FileLockStateMachine``).
enum FileLock {
    /// Why the lock could not be taken.
    enum Failure: Error, Equatable {
        /// One other holder held it for the whole patience allowed, or the waiting task was cancelled.
        case timedOut
        /// The lock file could not be opened or locked; the system's reason.
        case system(String)
    }

    /// Runs `body` while holding the lock on the file at `path`, which is created when missing, with
    /// `permissions`, so that everyone who may write the list may take its lock.
    ///
    /// - Parameters:
    ///   - path: The lock file.
    ///   - permissions: The permission bits of a lock file it creates, such as the list's.
    ///   - patience: How long one other holder may keep the lock before the wait ends, in seconds; a wait
    ///     behind turns that keep moving goes on.
    ///   - body: What to do under the lock.
    /// - Returns: What `body` returned.
    /// - Throws: ``Failure`` when the lock cannot be taken, or what `body` threw.
    static func withLock<Result>(
        on path: String,
        permissions: mode_t,
        patience: Double,
        _ body: () throws -> Result
    ) throws -> Result {
        let descriptor = try openLockFile(path, permissions: permissions)
        defer { close(descriptor) }  // Closing lets go of the lock.
        var waiting = FileLockStateMachine(patience: patience)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw Failure.system(String(cString: strerror(errno)))
            }
            // A task that is cancelled, such as by the use case's time limit, stops waiting and changes nothing.
            guard waiting.lockWasTaken(turn: turns(in: descriptor), now: secondsNow()) == .retry, !Task.isCancelled
            else { throw Failure.timedOut }
            usleep(2_000)  // Short: a turn that is free is taken soon, before a newcomer takes it.
        }
        if let count = turns(in: descriptor) {
            var next = count &+ 1
            _ = pwrite(descriptor, &next, 8, 0)  // Fails on a lock file opened read-only: the count then stays.
        }
        return try body()
    }

    /// The count of turns in the lock file: 0 in a new one; `nil` when it cannot be read.
    private static func turns(in descriptor: Int32) -> UInt64? {
        var count: UInt64 = 0
        let read = pread(descriptor, &count, 8, 0)
        return read == 8 ? count : read == 0 ? 0 : nil
    }

    /// Seconds on the monotonic clock.
    private static func secondsNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }

    /// Opens the lock file, creating it with exactly `permissions` (whatever the umask) and the group of the
    /// folder's list, so that whoever may write the list may lock it.
    ///
    /// Opened for writing where the user may, as an `flock` on NFS needs; read-only otherwise, which is
    /// enough elsewhere, for a lock file another user created.
    private static func openLockFile(_ path: String, permissions: mode_t) throws(Failure) -> Int32 {
        let created = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        if created >= 0 {
            _ = fchmod(created, permissions)
            return created
        }
        var descriptor = open(path, O_RDWR | O_CLOEXEC)
        if descriptor < 0, errno == EACCES {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
        }
        guard descriptor >= 0 else { throw Failure.system(String(cString: strerror(errno))) }
        return descriptor
    }
}
