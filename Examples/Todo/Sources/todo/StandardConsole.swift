import Foundation

/// The terminal: output to standard output, errors to standard error.
///
/// Both are written straight to their file descriptors, unbuffered, so the lines keep their order when
/// both streams go to the same pipe or log.
@MainActor
final class StandardConsole: Console {
    func write(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    func writeError(_ line: String) {
        Self.writeStandardError(line)
    }

    /// Writes one line to standard error, from any thread: for the `--verbose` lines, which the use cases'
    /// middleware writes wherever an execution ends.
    ///
    /// - Parameter line: The text, without a trailing newline.
    nonisolated static func writeStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
