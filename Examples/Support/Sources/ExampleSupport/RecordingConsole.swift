/// A console for tests: it keeps every line, and writes nothing.
@MainActor
public final class RecordingConsole: Console {
    /// The lines of normal output, in order.
    public private(set) var lines: [String] = []
    /// The lines about errors, in order.
    public private(set) var errorLines: [String] = []

    /// Creates a console with no lines.
    public init() {}

    /// Keeps one line of normal output.
    public func write(_ line: String) {
        lines.append(line)
    }

    /// Keeps one line about an error.
    public func writeError(_ line: String) {
        errorLines.append(line)
    }
}
