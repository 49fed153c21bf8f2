import Foundation

/// A fresh directory to serve as the child process's home, removed when the last reference goes, and `todo`
/// run in it on a list of its own.
final class TemporaryHome: Sendable {
    let url: URL

    /// The list's file: `lists/todo.json` in the home directory, which `todo` creates.
    var todoFile: URL { url.appendingPathComponent("lists/todo.json") }

    /// `todo` run in this home on ``todoFile``.
    var todo: TodoProcess { TodoProcess(home: url, todoFile: todoFile) }

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("TodoEndToEndTests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
