import Foundation

/// A program running on a ``PseudoTerminal`` of its own, as a user runs it in a terminal window: the test types,
/// waits for what the program prints, for the terminal's state or for the program's end, and reads what it
/// printed.
///
/// Every wait reads what the program prints as it comes, so that the program never waits for room, and holds
/// no thread of the test run's few: between reads it sleeps 10 ms, as an asynchronous task does. Each wait has
/// a limit, after which the program is killed and the wait throws with the end of what it printed; a program
/// still running when this goes away is killed too, so that a failing test leaves none behind.
public final class TerminalProgram {
    /// The terminal the program runs on.
    public let terminal: PseudoTerminal
    /// The program's process identifier.
    public let pid: pid_t
    /// Everything the program printed so far, which a test may empty to look at what follows.
    public var printed: [UInt8] = []
    private let name: String
    /// The program's exit status once a wait saw it end, or 128 plus `SIGKILL` once a wait killed it; `nil` while
    /// it has not been reaped.
    private var endStatus: Int32?

    /// Starts `executable` on a new pseudo-terminal.
    ///
    /// - Parameters:
    ///   - executable: The program's path.
    ///   - arguments: The arguments after the program name.
    ///   - environment: The program's environment; the test's when `nil`.
    ///   - asJob: Whether it runs as a shell runs a job, so that it can be stopped (see
    ///     ``ChildProcess/start(_:arguments:environment:in:asJob:)``).
    /// - Throws: ``ChildProcess/Failure`` when there is no terminal to give, or the program cannot be started.
    public init(
        _ executable: String, arguments: [String] = [], environment: [String: String]? = nil, asJob: Bool = false
    ) throws(ChildProcess.Failure) {
        terminal = try PseudoTerminal()
        pid = try ChildProcess.start(
            executable, arguments: arguments, environment: environment, in: terminal, asJob: asJob)
        name = URL(fileURLWithPath: executable).lastPathComponent
    }

    deinit {
        if endStatus == nil { ChildProcess.killAndReap(pid) }
    }

    /// What the program printed so far, as text.
    public var printedText: String {
        String(decoding: printed, as: UTF8.self)
    }

    /// The lines of the last screen the program drew: what it printed after its last clear of the screen.
    public var lastScreen: [String] {
        let text = printedText
        guard let start = text.range(of: "\u{1B}[2J", options: .backwards) else { return [] }
        return text[start.upperBound...].components(separatedBy: "\r\n").filter { !$0.isEmpty }
    }

    /// Whether the terminal is in raw mode: neither line editing nor echo.
    public var isRaw: Bool {
        get throws(ChildProcess.Failure) { try terminal.localModes() & tcflag_t(ICANON | ECHO) == 0 }
    }

    /// Types `text` on the terminal, as keys.
    public func type(_ text: String) {
        terminal.type(Array(text.utf8))
    }

    /// Sends `signal` to the program, unless it has ended: its number may belong to another process by then.
    public func send(_ signal: Int32) {
        guard endStatus == nil else { return }
        kill(pid, signal)
    }

    /// Waits until `condition` holds, reading what the program prints meanwhile.
    ///
    /// - Parameters:
    ///   - what: What is awaited, for the message, such as `take raw mode`.
    ///   - limitInSeconds: How long it may take.
    ///   - condition: Checked after each read, and every 10 ms.
    /// - Throws: ``ChildProcess/Failure`` when the program ends first, or when the limit passes and the program
    ///   is killed: the test stops there, and never signals a process that has ended.
    public func waitUntil(_ what: String, limitInSeconds: Int = 30, _ condition: () throws -> Bool) async throws {
        try await poll(what, limitInSeconds: limitInSeconds) {
            if try condition() { return true }
            if let ended = try changedStatus(untilStopped: false), let status = ended {
                printed += terminal.readPrinted()  // What it printed between the read above and its end.
                if try condition() { return true }
                throw ChildProcess.Failure(
                    saying: "\(name) ended (\(status)) before it did \(what); the end of what it printed: \(tail)")
            }
            return false
        }
    }

    /// Waits until the program stops, as `SIGTSTP` stops a job.
    ///
    /// - Parameter limitInSeconds: How long it may take.
    /// - Throws: ``ChildProcess/Failure`` when it ends instead, or when the limit passes and it is killed.
    public func waitUntilStopped(limitInSeconds: Int = 30) async throws {
        try await poll("stop", limitInSeconds: limitInSeconds) {
            guard let status = try changedStatus(untilStopped: true) else { return false }
            guard status == nil else {
                throw ChildProcess.Failure(saying: "\(name) ended (\(status ?? 0)) instead of stopping: \(tail)")
            }
            return true
        }
    }

    /// Waits until the program ends, reading what it prints until then.
    ///
    /// - Parameter limitInSeconds: How long it may take.
    /// - Returns: Its exit status, or 128 plus the signal that ended it.
    /// - Throws: ``ChildProcess/Failure`` when it crashed, with the end of what it printed (a crash's report comes
    ///   last), or when the limit passes and it is killed.
    public func exitStatus(limitInSeconds: Int = 30) async throws -> Int32 {
        var ended: Int32?
        try await poll("end", limitInSeconds: limitInSeconds) {
            ended = try changedStatus(untilStopped: false) ?? nil
            return ended != nil
        }
        let status = ended ?? 0
        printed += terminal.readPrinted()  // What it printed between the last read and its end.
        if [SIGABRT, SIGILL, SIGSEGV, SIGBUS, SIGTRAP].contains(status - 128) {
            throw ChildProcess.Failure(
                saying: "\(name) crashed (status \(status)); the end of what it printed: \(tail)")
        }
        return status
    }

    /// The end of what the program printed, for a failure's message.
    private var tail: String {
        String(decoding: printed.suffix(8_000), as: UTF8.self)
    }

    /// Reads what the program printed and checks `step` until it returns `true`, pausing 10 ms in between.
    private func poll(_ what: String, limitInSeconds: Int, _ step: () throws -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(limitInSeconds)
        while ContinuousClock.now < deadline, !Task.isCancelled {
            printed += terminal.readPrinted()
            if try step() { return }
            // A sleep rather than a dispatch read source that the output wakes: on Linux, a read source made
            // and cancelled on the same descriptor every few milliseconds crashed libdispatch's event loop.
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        let why = Task.isCancelled ? "before the test was cancelled" : "within \(limitInSeconds) seconds"
        if endStatus == nil {
            endStatus = 128 + SIGKILL
            ChildProcess.killAndReap(pid)
        }
        printed += terminal.readPrinted()
        throw ChildProcess.Failure(
            saying: "\(name) did not \(what) \(why), and was killed; the end of what it printed: \(tail)")
    }

    /// Whether the program ended, or with `untilStopped` stopped, without waiting: `nil` while it runs,
    /// `.some(nil)` when it stopped, and its exit status when it ended, kept for every later call, since a
    /// process is reaped only once.
    ///
    /// Its `throws` is untyped: typed, the release build of the closures that call it crashed the Swift 6.3.1
    /// compiler.
    private func changedStatus(untilStopped: Bool) throws -> Int32?? {
        if let endStatus { return endStatus }
        var status: Int32 = 0
        let changed = waitpid(pid, &status, WNOHANG | (untilStopped ? WUNTRACED : 0))
        guard changed >= 0 || errno == EINTR else { throw ChildProcess.Failure("waiting for \(name)") }
        guard changed == pid else { return nil }
        if status & 0xff == 0x7f { return .some(nil) }  // WIFSTOPPED
        endStatus = ChildProcess.exitStatus(fromWaitStatus: status)
        return endStatus
    }
}
