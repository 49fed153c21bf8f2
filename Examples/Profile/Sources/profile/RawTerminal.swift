#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Standard input switched to a terminal's non-canonical mode without echo, so that each key reaches the
/// program at once; ``restore()`` puts the settings back.
struct RawTerminal {
    private let original: termios

    /// Switches standard input to non-canonical mode without echo, when it is a terminal.
    ///
    /// Signals are switched off too, so that Ctrl-C reaches the program as a key, which quits and restores
    /// the terminal, instead of killing it with the terminal left raw.
    ///
    /// - Returns: The terminal to restore, or `nil` when standard input is not a terminal (a pipe or a file).
    static func enterIfTerminal() -> RawTerminal? {
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return nil }
        let original = settings
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutableBytes(of: &settings.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings) == 0 else { return nil }
        return RawTerminal(original: original)
    }

    /// Puts back the settings standard input had before.
    func restore() {
        var settings = original
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }
}
