/// Draws a whole screen of lines: on a terminal, over the one before, each line cut to the window's width so
/// that nothing wraps; elsewhere, as lines with a blank one after, so that a log of screens reads well.
@MainActor
public struct TerminalFrame {
    private let console: any Console

    /// Creates a frame that draws on `console`.
    ///
    /// - Parameter console: Where to draw.
    public init(console: any Console) {
        self.console = console
    }

    /// Draws `lines` as the whole screen.
    ///
    /// - Parameter lines: The screen's lines, without escape sequences.
    public func draw(_ lines: [String]) {
        guard console.isTerminal, !lines.isEmpty else { return console.write(lines: lines + [""]) }
        let width = TerminalWidth.columns()
        var fitted = lines.map { TerminalWidth.fitted($0, to: width) }
        fitted[0] = "\u{1B}[H\u{1B}[2J" + fitted[0]  // The cursor home, and the screen cleared.
        console.write(lines: fitted)
    }
}
