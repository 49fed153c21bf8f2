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
public struct RawTerminal: Sendable {
    private let original: termios

    /// Switches standard input to non-canonical mode without echo, when it is a terminal, and handles the
    /// signals that would otherwise leave it so.
    ///
    /// - Returns: The terminal to restore, or `nil` when standard input is not a terminal (a pipe or a file).
    public static func enterIfTerminal() -> RawTerminal? {
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
            TerminalSignals.deactivate()
            TerminalSignals.uninstall()
            return nil
        }
        return RawTerminal(original: original)
    }

    /// Puts back the settings standard input had before, and the signals' dispositions.
    public func restore() {
        TerminalSignals.deactivate()  // First: a signal from here on leaves the terminal as restored below.
        var settings = original
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        TerminalSignals.uninstall()
    }
}

/// The signals that would leave the terminal raw, handled while it is: the handler restores the terminal,
/// then ends the program by the signal, as its default action does, or, for a stop (Ctrl-Z), stops it, and
/// takes raw mode again when it is continued (`fg`).
///
/// A signal the program was started with ignored (`nohup`, a background job of a shell without job
/// control) stays ignored.
enum TerminalSignals {
    /// The terminal's interrupt, quit and suspend keys, a `kill`, and a closed terminal.
    static let handled: [Int32] = [SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP]

    /// Keeps the settings for the handler, and installs it for every handled signal not ignored.
    static func install(original: termios, raw: termios) {
        state.pointee.original = original
        state.pointee.raw = raw
        state.pointee.isActive = 1
        var action = sigaction()
        setHandler(of: &action, to: handleTerminalSignal)
        // While the handler runs, the other handled signals wait: none interrupts it halfway on its thread.
        sigemptyset(&action.sa_mask)
        for other in handled {
            sigaddset(&action.sa_mask, other)
        }
        action.sa_flags = SA_RESTART
        state.pointee.installed = action
        for (index, number) in handled.enumerated() {
            var previous = sigaction()
            _ = sigaction(number, nil, &previous)  // Read first: an ignored signal never gets the handler.
            state.pointee.previous[index] = previous
            if !isIgnored(previous) {
                _ = sigaction(number, &action, nil)
            }
        }
    }

    /// From now on, a handled signal restores the terminal but does not take raw mode again.
    static func deactivate() {
        state.pointee.isActive = 0
    }

    /// Puts back every handled signal's disposition from before ``install(original:raw:)``.
    static func uninstall() {
        for (index, number) in handled.enumerated() {
            var previous = state.pointee.previous[index]
            _ = sigaction(number, &previous, nil)
        }
    }

    /// Whether `action` ignores its signal.
    static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Darwin)
            let handler = action.__sigaction_u.__sa_handler
        #elseif canImport(Glibc)
            let handler = action.__sigaction_handler.sa_handler
        #else
            let handler = action.__sa_handler.sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    private static func setHandler(of action: inout sigaction, to handler: @convention(c) (Int32) -> Void) {
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #elseif canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sa_handler.sa_handler = handler
        #endif
    }
}

/// What the signal handler reads: the terminal's settings, whether the session still wants raw mode, and
/// the dispositions to put back.
private struct SignalState {
    var original = termios()
    var raw = termios()
    /// 1 while the session runs in raw mode; 0 once it restores the terminal for good.
    var isActive: sig_atomic_t = 0
    var previous: [sigaction] = Array(repeating: sigaction(), count: 5)
    /// The handler's own action, which the handler puts back after a stop.
    var installed = sigaction()
    /// The default action, which the handler takes before raising its signal again.
    var defaultAction = sigaction()
}

/// Allocated and written before any handler is installed, so that the handler only reads memory that exists.
// nonisolated(unsafe): written by the main actor before the handler is installed and when the session ends;
// the handler reads `original`, `raw`, `isActive`, `installed` and `defaultAction`, which are plain values, and
// never the array.
nonisolated(unsafe) private let state: UnsafeMutablePointer<SignalState> = {
    let pointer = UnsafeMutablePointer<SignalState>.allocate(capacity: 1)
    pointer.initialize(to: SignalState())
    return pointer
}()

/// The handler: only calls that are safe in a signal handler (`tcsetattr`, `pthread_sigmask`, `sigaction`,
/// `raise`), given pointers into `state`, which is initialized before the handler is installed.
///
/// Nothing here calls a generic function or a Swift overlay's getter (such as `SIG_DFL`): in a debug build a
/// generic call looks up its type's metadata, whose first lookup allocates, and the signal may have interrupted
/// an allocation on this very thread, which then fails (`withUnsafePointer(to:)` here crashed `profile` in about
/// one start in 100 that was sent a signal at once: `ProfileSignalStressTests`). A C struct's zero value,
/// `sigset_t()`, is a plain `memset`.
private func handleTerminalSignal(_ number: Int32) {
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &state.pointee.original)
    // The signal is blocked while its handler runs; unblocked, the raise below acts at once.
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, number)
    _ = pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
    _ = sigaction(number, &state.pointee.defaultAction, nil)
    _ = raise(number)
    // Only a stop comes back here, once continued: take raw mode and the handler again, unless the session
    // restored the terminal for good meanwhile.
    guard state.pointee.isActive == 1 else { return }
    // The handler first, so that a second stop right away finds it, not the default action.
    _ = sigaction(number, &state.pointee.installed, nil)
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &state.pointee.raw)
}
