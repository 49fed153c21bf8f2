import ExampleSupport
import TodoCore

/// One invocation of `todo`, parsed from its arguments by hand (the package has no dependencies).
enum TodoCommand: Equatable {
    case help
    case add(title: String)
    case list(TodoFilter)
    case complete(id: Int)
    case rename(id: Int, title: String)
    case delete(id: Int)
    case clearCompleted
    /// Adds a to-do for each line of a file; `-` reads standard input.
    case importFile(path: String)
    case demo

    /// What `todo help` prints.
    static let usage = """
        usage: todo [--verbose] <command> [arguments]

        Commands:
          add <title>            Add a to-do
          list [all|open|done]   List to-dos, all of them unless you filter
          done <id>              Complete a to-do (also: complete)
          rename <id> <title>    Give a to-do a new title
          delete <id>            Delete a to-do (also: rm)
          clear                  Delete every completed to-do
          import <file>          Add a to-do for each line of a text file (- reads standard input);
                                 Ctrl-C stops it, keeping the to-dos added so far
          demo                   Show every command on a throwaway list
          help                   Show this help

        A title is the words after the command. Put it in single quotes when it holds a character that
        the shell reads itself, such as * ? & ; | < > ( ) $ ` \\ # ! or a quote:
          todo add 'Buy eggs & milk'
          todo rename 3 'Review * changes'

        Options, before the command:
          --verbose              Print one line per use case run on standard error

        The list is kept in ~/.todo.json, or in the file $TODO_FILE names.
        """

    /// Parses the arguments that follow the program name.
    ///
    /// - Parameter arguments: The command and its arguments.
    /// - Throws: ``UsageError`` when the command is unknown or an argument is missing or malformed.
    init(parsing arguments: [String]) throws(UsageError) {
        guard let name = arguments.first else {
            self = .help
            return
        }
        let rest = Array(arguments.dropFirst())
        switch name {
        case "help", "-h", "--help":
            self = .help
        case "add":
            self = .add(title: try Self.title(rest, usage: "todo add <title>"))
        case "list", "ls":
            self = .list(try Self.filter(rest))
        case "done", "complete":
            self = .complete(id: try Self.onlyIdentifier(rest, command: name))
        case "rename":
            let id = try Self.identifier(rest.first, usage: "todo rename <id> <title>")
            self = .rename(id: id, title: try Self.title(Array(rest.dropFirst()), usage: "todo rename <id> <title>"))
        case "delete", "rm":
            self = .delete(id: try Self.onlyIdentifier(rest, command: name))
        case "clear":
            try Self.expectNothing(rest, after: name)
            self = .clearCompleted
        case "import":
            guard let path = rest.first else {
                throw UsageError(message: "Missing the file. Usage: todo import <file>")
            }
            try Self.expectNothing(Array(rest.dropFirst()), after: "import \(path)")
            self = .importFile(path: path)
        case "demo":
            try Self.expectNothing(rest, after: name)
            self = .demo
        default:
            throw UsageError(message: "Unknown command '\(name)'.")
        }
    }

    // MARK: - Arguments

    private static func title(_ words: [String], usage: String) throws(UsageError) -> String {
        guard !words.isEmpty else {
            throw UsageError(message: "Missing the title. Usage: \(usage)")
        }
        return words.joined(separator: " ")
    }

    private static func filter(_ arguments: [String]) throws(UsageError) -> TodoFilter {
        guard let name = arguments.first else { return .all }
        try expectNothing(Array(arguments.dropFirst()), after: "list \(name)")
        guard let filter = TodoFilter(rawValue: name) else {
            let names = TodoFilter.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: "Unknown filter '\(name)'; use one of: \(names).")
        }
        return filter
    }

    private static func onlyIdentifier(_ arguments: [String], command: String) throws(UsageError) -> Int {
        let id = try identifier(arguments.first, usage: "todo \(command) <id>")
        try expectNothing(Array(arguments.dropFirst()), after: "\(command) \(arguments[0])")
        return id
    }

    private static func identifier(_ argument: String?, usage: String) throws(UsageError) -> Int {
        guard let argument else {
            throw UsageError(message: "Missing the to-do number. Usage: \(usage)")
        }
        let digits = argument.hasPrefix("#") ? String(argument.dropFirst()) : argument
        guard let id = Int(digits), id > 0 else {
            throw UsageError(message: "'\(argument)' is not a to-do number; use a number that 'todo list' shows.")
        }
        return id
    }

    private static func expectNothing(_ arguments: [String], after command: String) throws(UsageError) {
        if let extra = arguments.first {
            throw UsageError(message: "Unexpected argument '\(extra)' after '\(command)'.")
        }
    }
}
