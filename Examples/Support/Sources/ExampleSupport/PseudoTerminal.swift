import Foundation

/// A pseudo-terminal for a child process, as if a user ran the program in a terminal window: the test types
/// on it, reads what the program printed, and reads the terminal's settings as the program left them.
///
/// Start the program on it with ``TerminalProgram``, or ``ChildProcess/start(_:arguments:environment:in:asJob:)``.
public final class PseudoTerminal {
    /// The controlling side, which the test reads and writes.
    public let controller: Int32
    /// The terminal device the program opens, such as `/dev/pts/3`.
    public let devicePath: String

    /// Opens a new pseudo-terminal.
    ///
    /// - Throws: ``ChildProcess/Failure`` when the system has none to give.
    public init() throws(ChildProcess.Failure) {
        // The C library has these, but its module map does not show them to Swift: looked up by name.
        guard let openController = Self.function("posix_openpt", as: OpenController.self),
            let grant = Self.function("grantpt", as: Grant.self),
            let unlock = Self.function("unlockpt", as: Grant.self),
            let name = Self.function("ptsname", as: Name.self)
        else { throw ChildProcess.Failure("finding posix_openpt", ENOSYS) }
        // Close-on-exec, and the name read under the spawning lock, as ptsname's buffer is shared.
        ChildProcess.spawning.lock()
        defer { ChildProcess.spawning.unlock() }
        let controller = openController(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard controller >= 0 else { throw ChildProcess.Failure("posix_openpt") }
        guard grant(controller) == 0, unlock(controller) == 0, let device = name(controller) else {
            close(controller)
            throw ChildProcess.Failure("granting the pseudo-terminal")
        }
        _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
        self.controller = controller
        self.devicePath = String(cString: device)
    }

    private typealias OpenController = @convention(c) (Int32) -> Int32
    private typealias Grant = @convention(c) (Int32) -> Int32
    private typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    /// The C library's function `name`, as `type`.
    private static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
        #if canImport(Darwin)
            let everyLibrary = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #else
            let everyLibrary = UnsafeMutableRawPointer(bitPattern: 0)  // RTLD_DEFAULT
        #endif
        guard let address = dlsym(everyLibrary, name) else { return nil }
        return unsafeBitCast(address, to: type)
    }

    deinit {
        close(controller)
    }

    /// Types `bytes` on the terminal, as keys.
    ///
    /// - Parameter bytes: The keys, such as `[0x1A]` for Ctrl-Z.
    public func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Gives the terminal's window `columns` columns and 24 rows, as a user resizing it does: the system sends
    /// `SIGWINCH` to the program in the foreground.
    ///
    /// - Parameter columns: The window's new width.
    public func resize(columns: UInt16) {
        var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    }

    /// Reads what the program printed since the last call, without waiting; a program that prints more than
    /// the terminal holds waits until it is read.
    ///
    /// - Returns: The bytes.
    @discardableResult
    public func readPrinted() -> [UInt8] {
        var printed: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { return printed }
            printed += buffer[..<count]
        }
    }

    /// The terminal's local modes now, such as `ICANON` and `ECHO`.
    ///
    /// - Returns: The `c_lflag` of its settings.
    /// - Throws: ``ChildProcess/Failure`` when they cannot be read.
    public func localModes() throws(ChildProcess.Failure) -> tcflag_t {
        let device = open(devicePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard device >= 0 else { throw ChildProcess.Failure("opening \(devicePath)") }
        defer { close(device) }
        var settings = termios()
        guard tcgetattr(device, &settings) == 0 else { throw ChildProcess.Failure("tcgetattr") }
        return settings.c_lflag
    }
}

extension ChildProcess {
    /// Starts `executable` on `terminal`, as its standard input, output and error; ``TerminalProgram`` starts
    /// one and waits for it.
    ///
    /// - Parameters:
    ///   - executable: The program's path.
    ///   - arguments: The arguments after the program name.
    ///   - environment: The child's environment; the parent's when `nil`. Unless it sets `SWIFT_BACKTRACE`, a crash
    ///     prints its backtrace without asking for a key.
    ///   - terminal: The terminal it runs on.
    ///   - asJob: `false` (the default) runs it in a session of its own, with the terminal as its controlling
    ///     terminal, so that Ctrl-C typed on it sends its signal to the program. `true` runs it as a shell runs
    ///     a job: in a process group of its own within the test's session, so that the test, like a shell,
    ///     can stop it with `SIGTSTP` and continue it with `SIGCONT` (a session leader's stop would be
    ///     discarded, as its process group has no parent in its session); keys typed then send no signals.
    /// - Returns: The child's process identifier.
    /// - Throws: ``Failure`` when the program cannot be started.
    public static func start(
        _ executable: String,
        arguments: [String],
        environment: [String: String]? = nil,
        in terminal: PseudoTerminal,
        asJob: Bool = false
    ) throws(Failure) -> pid_t {
        var actions = try SpawnFileActions()
        defer { actions.destroy() }
        // A new session, in which opening the terminal makes it the controlling terminal; or, for a job, a
        // new process group (POSIX_SPAWN_SETSID and POSIX_SPAWN_SETPGROUP in the systems' spawn.h).
        #if canImport(Darwin)
            let newSession: Int16 = 0x0400
        #else
            let newSession: Int16 = 0x80
        #endif
        var attributes = try SpawnAttributes(flags: asJob ? 0x02 : newSession)
        defer { attributes.destroy() }
        posix_spawn_file_actions_addopen(&actions.value, 0, terminal.devicePath, asJob ? O_RDWR | O_NOCTTY : O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions.value, 0, 1)
        posix_spawn_file_actions_adddup2(&actions.value, 0, 2)

        spawning.lock()
        defer { spawning.unlock() }
        return try spawn(
            executable, arguments: arguments, environment: environment, actions: &actions, attributes: &attributes)
    }
}
