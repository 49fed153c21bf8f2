import Foundation

/// The terminal: output to standard output, errors to standard error.
@MainActor
final class StandardConsole: Console {
    func write(_ line: String) {
        print(line)
    }

    func writeError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
