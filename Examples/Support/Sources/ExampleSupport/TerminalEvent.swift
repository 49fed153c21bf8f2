/// What a terminal session reacts to.
public enum TerminalEvent: Equatable, Sendable {
    /// A byte typed, or piped in.
    case key(UInt8)
    /// The screen must be drawn again: the window changed its size (`SIGWINCH`), or the program continued
    /// after a stop (`SIGCONT`, as after `fg`), when the terminal may show something else.
    case redraw
}
