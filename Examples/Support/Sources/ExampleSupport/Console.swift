/// Where an example program writes: lines for the user, and lines about errors.
@MainActor
public protocol Console: AnyObject {
    /// Writes one line of normal output.
    ///
    /// - Parameter line: The text, without a trailing newline.
    func write(_ line: String)

    /// Writes lines of normal output, as many writes of one line each would, but in fewer system calls.
    ///
    /// - Parameter lines: The texts, without trailing newlines.
    func write(lines: [String])

    /// Writes one line about an error.
    ///
    /// - Parameter line: The text, without a trailing newline.
    func writeError(_ line: String)

    /// Whether normal output goes to a terminal, where ``redraw(_:)`` draws a line again in place.
    var isTerminal: Bool { get }

    /// Draws `line` in place of the one drawn last this way, such as a progress bar, without ending it: the
    /// next line written starts below it. Where output is not a terminal, writes it as a line.
    ///
    /// - Parameter line: The text, without a newline.
    func redraw(_ line: String)
}

extension Console {
    /// Writes each line in turn.
    public func write(lines: [String]) {
        lines.forEach(write)
    }

    /// `false`: a console is not a terminal unless it says so.
    public var isTerminal: Bool { false }

    /// Writes `line` as a line.
    public func redraw(_ line: String) {
        write(line)
    }
}
