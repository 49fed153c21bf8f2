import Foundation

/// The width of the terminal window, and lines made to fit it.
public enum TerminalWidth {
    /// The columns of the window that standard output shows in; `nil` when it is not a terminal.
    public static func columns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// `line` cut to `width` characters, its last one an ellipsis when it was longer, so that the terminal
    /// never wraps it and the lines above stay on the screen.
    ///
    /// - Parameters:
    ///   - line: A line without escape sequences.
    ///   - width: The columns it may take; `nil` for no limit.
    /// - Returns: The line as shown.
    public static func fitted(_ line: String, to width: Int?) -> String {
        guard let width, line.count > width else { return line }
        return width < 1 ? "" : line.prefix(width - 1) + "…"
    }
}
