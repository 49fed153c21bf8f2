import Foundation

/// Starts a program with `posix_spawn` and waits for it: how the examples' end-to-end tests run the built
/// executables.
///
/// Not `Foundation.Process`: on Linux with Swift 6.3.1 every `Process` leaks (a reference cycle, or a
/// weak-reference side table with `waitUntilExit()`), which fails the AddressSanitizer run in CI.
public enum ChildProcess {
    /// Held while a descriptor that a child must not inherit is open without close-on-exec, and while a
    /// child is spawned: a child spawned meanwhile by another test would inherit it (a pipe's write end
    /// that it keeps open hides the end of input from the program reading the pipe).
    static let spawning = NSLock()

    /// A system call that failed, named with the system's reason.
    public struct Failure: Error, CustomStringConvertible {
        /// The call that failed and the system's reason.
        public var description: String

        init(_ call: String, _ code: Int32 = errno) {
            description = "\(call) failed: \(String(cString: strerror(code)))"
        }

        /// A failure that `message` describes, such as a program that did not end in time.
        public init(saying message: String) {
            description = message
        }
    }

    /// Starts `executable` and returns its process identifier; wait for it with ``exitStatus(of:limitInSeconds:)``.
    ///
    /// - Parameters:
    ///   - executable: The program's path.
    ///   - arguments: The arguments after the program name.
    ///   - environment: The child's environment; the parent's when `nil`. Unless it sets `SWIFT_BACKTRACE`, a crash
    ///     prints its backtrace without asking for a key.
    ///   - input: What the program reads on standard input, through a pipe closed after it, small enough for
    ///     the pipe's buffer so that writing it never waits for the program; `/dev/null` when `nil`.
    ///   - outputPath: The file that receives standard output, created or truncated; standard output is
    ///     closed when `nil`.
    ///   - errorPath: The file that receives standard error, created or truncated.
    /// - Returns: The child's process identifier.
    /// - Throws: ``Failure`` when the program cannot be started.
    public static func start(
        _ executable: String,
        arguments: [String],
        environment: [String: String]? = nil,
        input: [UInt8]? = nil,
        outputPath: String?,
        errorPath: String
    ) throws(Failure) -> pid_t {
        var actions = try SpawnFileActions()
        defer { actions.destroy() }
        var attributes = try SpawnAttributes()
        defer { attributes.destroy() }
        spawning.lock()
        var isLocked = true
        defer { if isLocked { spawning.unlock() } }

        var pipeEnds: [Int32] = [-1, -1]
        if input != nil {
            guard pipe(&pipeEnds) == 0 else { throw Failure("pipe") }
            for end in pipeEnds {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)  // The child gets the read end as its input, by dup2.
            }
            posix_spawn_file_actions_adddup2(&actions.value, pipeEnds[0], 0)
            posix_spawn_file_actions_addclose(&actions.value, pipeEnds[0])
            posix_spawn_file_actions_addclose(&actions.value, pipeEnds[1])
        } else {
            posix_spawn_file_actions_addopen(&actions.value, 0, "/dev/null", O_RDONLY, 0)
        }
        defer {
            for end in pipeEnds where end >= 0 { close(end) }
        }
        if let outputPath {
            posix_spawn_file_actions_addopen(&actions.value, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        } else {
            posix_spawn_file_actions_addclose(&actions.value, 1)
        }
        posix_spawn_file_actions_addopen(&actions.value, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let pid = try spawn(
            executable, arguments: arguments, environment: environment, actions: &actions, attributes: &attributes)
        spawning.unlock()  // A throw above unlocks through the defer.
        isLocked = false

        if let input {
            close(pipeEnds[0])
            pipeEnds[0] = -1
            var offset = 0
            while offset < input.count {
                let written = input[offset...].withUnsafeBytes { write(pipeEnds[1], $0.baseAddress, $0.count) }
                // EPIPE when the program exits before reading it all, which is its business (SIGPIPE is
                // ignored in this process, see SpawnAttributes).
                guard written >= 0 || errno == EINTR else { break }
                offset += max(written, 0)
            }
        }
        return pid
    }

    /// The status a shell reports for a process that `waitpid` saw end.
    ///
    /// - Parameter waitStatus: The status `waitpid` gave for a process that ended (not one that stopped).
    /// - Returns: The exit status, or 128 plus the signal number when a signal ended the process.
    public static func exitStatus(fromWaitStatus waitStatus: Int32) -> Int32 {
        // The WIFEXITED/WEXITSTATUS macros are not imported; this is their definition on Linux and Darwin.
        let signal = waitStatus & 0x7f
        return signal == 0 ? (waitStatus >> 8) & 0xff : 128 + signal
    }
}

/// The attributes every child is spawned with: no signal blocked, and `SIGPIPE`, `SIGINT` and `SIGQUIT` back
/// to their default actions, as a shell starts a program in the foreground. This process ignores `SIGPIPE`,
/// so that a test that feeds a program which has exited gets `EPIPE` instead of being killed.
struct SpawnAttributes {
    #if canImport(Darwin)
        var value: posix_spawnattr_t? = nil
    #else
        var value = posix_spawnattr_t()
    #endif

    /// Also ignores `SIGPIPE` in this process, once.
    init(flags: Int16 = 0) throws(ChildProcess.Failure) {
        _ = Self.ignoreBrokenPipes
        guard posix_spawnattr_init(&value) == 0 else { throw ChildProcess.Failure("posix_spawnattr_init") }
        // The interrupt and quit keys' signals, and a broken pipe, do what they do by default, as when a shell
        // starts a program in the foreground, however the tests were started: a test runner started in the
        // background of a shell without job control ignores SIGINT and SIGQUIT, and a child inherits that.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGPIPE, SIGINT, SIGQUIT] {
            sigaddset(&defaults, number)
        }
        posix_spawnattr_setsigdefault(&value, &defaults)
        // No signal blocked, as a shell starts a program: the spawning thread may be a worker thread of the
        // test pool, which blocks signals, and a child inherits its mask.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&value, &unblocked)
        // POSIX_SPAWN_SETSIGDEF and POSIX_SPAWN_SETSIGMASK, the same on every system.
        posix_spawnattr_setflags(&value, flags | 0x04 | 0x08)
    }

    mutating func destroy() {
        posix_spawnattr_destroy(&value)
    }

    private static let ignoreBrokenPipes: Void = {
        _ = signal(SIGPIPE, SIG_IGN)
    }()
}

/// The file actions of one spawn: what the child's descriptors 0, 1 and 2 are.
struct SpawnFileActions {
    #if canImport(Darwin)
        var value: posix_spawn_file_actions_t? = nil
    #else
        var value = posix_spawn_file_actions_t()
    #endif

    init() throws(ChildProcess.Failure) {
        guard posix_spawn_file_actions_init(&value) == 0 else {
            throw ChildProcess.Failure("posix_spawn_file_actions_init")
        }
    }

    mutating func destroy() {
        posix_spawn_file_actions_destroy(&value)
    }
}

extension ChildProcess {
    /// The one call of `posix_spawn`, for both kinds of start; the caller holds ``spawning``.
    static func spawn(
        _ executable: String,
        arguments: [String],
        environment: [String: String]?,
        actions: inout SpawnFileActions,
        attributes: inout SpawnAttributes
    ) throws(Failure) -> pid_t {
        // A child that crashes prints its backtrace and ends at once: on a terminal, the Swift runtime's crash
        // handler would otherwise ask for a key for up to 30 seconds first, as long as a test's own waits.
        var environment = environment ?? ProcessInfo.processInfo.environment
        if environment["SWIFT_BACKTRACE"] == nil {
            environment["SWIFT_BACKTRACE"] = "interactive=no,color=no"
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) }
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") }
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions.value, &attributes.value, argv + [nil], envp + [nil])
        guard spawned == 0 else { throw Failure("starting \(executable)", spawned) }
        return pid
    }
}
