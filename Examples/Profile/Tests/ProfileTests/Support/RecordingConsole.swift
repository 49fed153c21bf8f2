@testable import profile

/// A console that keeps what was written to it.
@MainActor
final class RecordingConsole: Console {
    private(set) var lines: [String] = []
    private(set) var errorLines: [String] = []

    func write(_ line: String) {
        lines.append(line)
    }

    func writeError(_ line: String) {
        errorLines.append(line)
    }
}
