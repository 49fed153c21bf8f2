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
/// behind never blocks anyone. The file itself stays, empty, beside the list.
enum FileLock {
    /// Why the lock could not be taken.
    enum Failure: Error, Equatable {
        /// Another process held it for the whole time allowed, or the waiting task was cancelled.
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
    ///   - timeout: How long to wait for another holder, in seconds.
    ///   - body: What to do under the lock.
    /// - Returns: What `body` returned.
    /// - Throws: ``Failure`` when the lock cannot be taken in time, or what `body` threw.
    static func withLock<Result>(
        on path: String,
        permissions: mode_t,
        waitingAtMost timeout: Double,
        _ body: () throws -> Result
    ) throws -> Result {
        let descriptor = try openLockFile(path, permissions: permissions)
        defer { close(descriptor) }  // Closing lets go of the lock.
        let pause: UInt32 = 10_000  // Microseconds between attempts.
        var waited = 0.0
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw Failure.system(String(cString: strerror(errno)))
            }
            // A task that is cancelled, such as by the use case's time limit, stops waiting and changes nothing.
            guard waited < timeout, !Task.isCancelled else { throw Failure.timedOut }
            usleep(pause)
            waited += Double(pause) / 1_000_000
        }
        return try body()
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
