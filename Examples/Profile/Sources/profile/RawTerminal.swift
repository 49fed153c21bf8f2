#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Standard input switched to a terminal's non-canonical mode without echo, so that each key reaches the
/// program at once; ``restore()`` puts the settings back.
///
/// The terminal's signals stay on: Ctrl-C, a `kill`, or the terminal closing ends the program, and Ctrl-Z
/// suspends it, as in any program. While the terminal is raw, ``TerminalSignals`` puts the settings back
/// before the program ends or stops, and takes raw mode again when it continues.
struct RawTerminal {
    private let original: termios

    /// Switches standard input to non-canonical mode without echo, when it is a terminal, and handles the
    /// signals that would otherwise leave it so.
    ///
    /// - Returns: The terminal to restore, or `nil` when standard input is not a terminal (a pipe or a file).
    static func enterIfTerminal() -> RawTerminal? {
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return nil }
        let original = settings
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &settings.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        TerminalSignals.install(original: original, raw: settings)
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings) == 0 else {
            TerminalSignals.uninstall()
            return nil
        }
        return RawTerminal(original: original)
    }

    /// Puts back the settings standard input had before, and the signals' default actions.
    func restore() {
        TerminalSignals.uninstall()
        var settings = original
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }
}

/// What the interactive session does when a signal arrives while the terminal is raw, so that the terminal
/// is never left raw: restore it, then end, or stop until continued and take raw mode again.
enum TerminalSignals {
    /// What a signal makes the program do.
    enum Response: Equatable {
        /// Restore the terminal, then end by the signal, as its default action does.
        case restoreAndEnd
        /// Restore the terminal, stop until continued (`fg`), then take raw mode again.
        case restoreAndStop
    }

    /// The signals it handles: the terminal's interrupt and suspend keys, a `kill`, and a closed terminal.
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGTSTP]

    /// What `signal` makes the program do, or `nil` for a signal it does not handle.
    ///
    /// - Parameter signal: The signal's number.
    /// - Returns: The response.
    static func response(to signal: Int32) -> Response? {
        switch signal {
        case SIGTSTP: .restoreAndStop
        case SIGINT, SIGTERM, SIGHUP: .restoreAndEnd
        default: nil
        }
    }

    /// Keeps the settings for the handler, and installs it for every handled signal.
    static func install(original: termios, raw: termios) {
        savedSettings[0] = original
        savedSettings[1] = raw
        for signal in handled {
            _ = setSignalHandler(signal, handleTerminalSignal)
        }
    }

    /// Puts back every handled signal's default action.
    static func uninstall() {
        for signal in handled {
            _ = setSignalHandler(signal, SIG_DFL)
        }
    }
}

/// The terminal's settings for the signal handler: the original ones, then the raw ones. Allocated once and
/// written before the handler is installed, so that the handler only reads memory that exists.
// nonisolated(unsafe): written only by `install` on the main actor before the handler exists, read by the handler.
nonisolated(unsafe) private let savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 2)

/// `signal(2)`, under a name that `TerminalSignals`'s own `signal` parameters do not hide.
private func setSignalHandler(_ number: Int32, _ handler: sighandler_t?) -> sighandler_t? {
    signal(number, handler)
}

/// The handler: only calls that are safe in a signal handler (`tcsetattr`, `signal`, `sigprocmask`,
/// `raise`).
private func handleTerminalSignal(_ number: Int32) {
    _ = tcsetattr(STDIN_FILENO, TCSANOW, savedSettings)
    // The signal is blocked while its handler runs; unblocked, the raise below acts at once.
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, number)
    _ = sigprocmask(SIG_UNBLOCK, &blocked, nil)
    _ = signal(number, SIG_DFL)
    _ = raise(number)
    // Only a stop comes back here, once continued: take raw mode and the handler again.
    _ = tcsetattr(STDIN_FILENO, TCSANOW, savedSettings + 1)
    _ = signal(number, handleTerminalSignal)
}
