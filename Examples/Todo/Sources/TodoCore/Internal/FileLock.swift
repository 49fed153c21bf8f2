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
        /// Another process held it for the whole time allowed.
        case timedOut
        /// The lock file could not be opened or locked; the system's reason.
        case system(String)
    }

    /// Runs `body` while holding the lock on the file at `path`, which is created when missing.
    ///
    /// - Parameters:
    ///   - path: The lock file.
    ///   - timeout: How long to wait for another holder, in seconds.
    ///   - body: What to do under the lock.
    /// - Returns: What `body` returned.
    /// - Throws: ``Failure`` when the lock cannot be taken in time, or what `body` threw.
    static func withLock<Result>(
        on path: String,
        waitingAtMost timeout: Double,
        _ body: () throws -> Result
    ) throws -> Result {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw Failure.system(String(cString: strerror(errno)))
        }
        defer { close(descriptor) }  // Closing lets go of the lock.
        let pause: UInt32 = 10_000  // Microseconds between attempts.
        var waited = 0.0
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw Failure.system(String(cString: strerror(errno)))
            }
            guard waited < timeout else { throw Failure.timedOut }
            usleep(pause)
            waited += Double(pause) / 1_000_000
        }
        return try body()
    }
}
