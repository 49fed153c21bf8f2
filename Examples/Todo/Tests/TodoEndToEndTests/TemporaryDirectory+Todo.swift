import ExampleSupport
import Foundation

extension TemporaryDirectory {
    /// The list's file: `lists/todo.json` in the directory, which `todo` creates.
    var todoFile: URL { file("lists/todo.json") }

    /// The built `todo` run on ``todoFile``, with this directory as its home.
    var todo: BuiltExecutable {
        get throws { try todo(listAt: todoFile) }
    }

    /// The built `todo` run on the list at `file`, with this directory as its home.
    func todo(listAt file: URL) throws -> BuiltExecutable {
        var todo = try BuiltExecutable(named: "todo")
        todo.environment = ProcessInfo.processInfo.environment
        todo.environment?["HOME"] = url.path
        todo.environment?["TODO_FILE"] = file.path
        return todo
    }
}
