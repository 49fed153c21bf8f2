import Foundation

/// The terminal: each line goes straight to standard output or standard error, unbuffered, so lines keep
/// their order whatever the process does next, even `exit`.
@MainActor
final class StandardConsole: Console {
    func write(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    func writeError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
