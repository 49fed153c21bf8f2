import Foundation

extension ChildProcess {
    /// Waits until the process `pid` ends without holding a thread of the test run's few: a thread of its own
    /// waits in the system for the end, and wakes the waiting task when it comes, so that a slow child (under a
    /// sanitizer, say) stalls no other test.
    ///
    /// A child that has not ended within `limitInSeconds`, or by the time the waiting task is cancelled, is
    /// killed, so that neither a hung program nor a cancelled test leaves it running.
    ///
    /// - Parameters:
    ///   - pid: A child started with ``start(_:arguments:environment:input:outputPath:errorPath:)``.
    ///   - limitInSeconds: How long it may take; three minutes by default, which a program the tests run
    ///     ends well within even under a sanitizer on a loaded machine, where the test run itself can stall
    ///     for a minute.
    /// - Returns: Its exit status, or 128 plus the signal number when a signal ended it.
    /// - Throws: ``Failure`` when it cannot be waited for, or when it was killed for taking too long or for
    ///   the cancellation.
    public static func exitStatus(of pid: pid_t, limitInSeconds: Int = 180) async throws(Failure) -> Int32 {
        let watch = EndWatch(pid: pid)
        let (status, killedBecause) = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                watch.start(limitInSeconds: limitInSeconds) { continuation.resume(returning: ($0, $1)) }
            }
        } onCancel: {
            watch.giveUp(because: "the task waiting for it was cancelled")
        }
        if let killedBecause { throw Failure(saying: "process \(pid) was killed, as \(killedBecause)") }
        guard let status else { throw Failure("waiting for process \(pid)", ECHILD) }
        return status
    }

    /// Ends `pid` at once with `SIGKILL`, and reaps it on a thread of its own: for a test that gives up on a
    /// child, which must not wait for it.
    ///
    /// - Parameter pid: A child started by this process, not yet waited for.
    public static func killAndReap(_ pid: pid_t) {
        kill(pid, SIGKILL)
        Thread {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }.start()
    }
}

/// One wait for a child's end: a thread blocked in the system until the child ends, and a timer that kills it
/// when it takes too long.
///
/// The thread first waits without reaping (`WNOWAIT`), marks the end under the lock, then reaps: a kill, which
/// checks the mark under the same lock, can never reach another process that was given the number since.
private final class EndWatch: @unchecked Sendable {
    // @unchecked: `hasEnded`, `killedBecause` and `timer` are read and written only while `lock` is held.
    private let pid: pid_t
    private let lock = NSLock()
    private var hasEnded = false
    private var killedBecause: String?
    private var timer: (any DispatchSourceTimer)?

    init(pid: pid_t) {
        self.pid = pid
    }

    /// Starts the thread and the timer; `completion` gets the exit status (`nil` when the child cannot be
    /// waited for) and why it was killed, if it was.
    func start(limitInSeconds: Int, completion: @escaping @Sendable (Int32?, String?) -> Void) {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + .seconds(limitInSeconds))
        timer.setEventHandler { [self] in giveUp(because: "it did not end within \(limitInSeconds) seconds") }
        lock.withLock { self.timer = timer }
        timer.resume()
        Thread { [self] in
            var info = siginfo_t()
            var waited: Int32
            repeat {
                waited = waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT)
            } while waited < 0 && errno == EINTR
            let killedBecause = lock.withLock {
                hasEnded = true
                self.timer?.cancel()
                self.timer = nil
                return self.killedBecause
            }
            var status: Int32 = 0
            var reaped: pid_t
            repeat {
                reaped = waitpid(pid, &status, 0)
            } while reaped < 0 && errno == EINTR
            completion(reaped == pid ? ChildProcess.exitStatus(fromWaitStatus: status) : nil, killedBecause)
        }.start()
    }

    /// Kills the child unless it has ended; the wait then ends with `reason`.
    func giveUp(because reason: String) {
        lock.withLock {
            guard !hasEnded, killedBecause == nil else { return }
            killedBecause = reason
            kill(pid, SIGKILL)
        }
    }
}
