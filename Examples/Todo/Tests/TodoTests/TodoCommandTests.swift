import ExampleSupport
import Testing
import TodoCore

@testable import todo

@Suite struct TodoCommandTests {
    @Test(arguments: [
        ([], TodoCommand.help),
        (["help"], .help),
        (["--help"], .help),
        (["add", "Buy milk"], .add(title: "Buy milk")),
        (["add", "Buy", "oat", "milk"], .add(title: "Buy oat milk")),
        (["list"], .list(.all)),
        (["ls", "open"], .list(.open)),
        (["list", "done"], .list(.done)),
        (["done", "3"], .complete(id: 3)),
        (["complete", "#3"], .complete(id: 3)),
        (["rename", "2", "Walk", "the", "cat"], .rename(id: 2, title: "Walk the cat")),
        (["delete", "4"], .delete(id: 4)),
        (["rm", "4"], .delete(id: 4)),
        (["clear"], .clearCompleted),
        (["import", "list.txt"], .importFile(path: "list.txt")),
        (["import", "-"], .importFile(path: "-")),
        (["demo"], .demo),
    ])
    func parses(arguments: [String], expected: TodoCommand) throws {
        #expect(try TodoCommand(parsing: arguments) == expected)
    }

    @Test(arguments: [
        (["frob"], "Unknown command 'frob'."),
        (["add"], "Missing the title. Usage: todo add <title>"),
        (["done"], "Missing the to-do number. Usage: todo done <id>"),
        (["done", "milk"], "'milk' is not a to-do number; use a number that 'todo list' shows."),
        (["delete", "0"], "'0' is not a to-do number; use a number that 'todo list' shows."),
        (["done", "1", "2"], "Unexpected argument '2' after 'done 1'."),
        (["rename", "1"], "Missing the title. Usage: todo rename <id> <title>"),
        (["list", "later"], "Unknown filter 'later'; use one of: all, open, done."),
        (["clear", "all"], "Unexpected argument 'all' after 'clear'."),
        (["import"], "Missing the file. Usage: todo import <file>"),
        (["import", "a.txt", "b.txt"], "Unexpected argument 'b.txt' after 'import a.txt'."),
    ])
    func rejects(arguments: [String], message: String) {
        #expect(throws: UsageError(message: message)) {
            try TodoCommand(parsing: arguments)
        }
    }

    // MARK: - Options

    @Test(
        arguments: [
            ([], false, []),
            (["list"], false, ["list"]),
            (["--verbose", "list"], true, ["list"]),
            (["--verbose", "--verbose", "list"], true, ["list"]),
            (["--verbose"], true, []),
            (["--", "list"], false, ["list"]),
            (["--verbose", "--", "--verbose"], true, ["--verbose"]),
            (["--verbos", "list"], false, ["--verbos", "list"]),
            // After the command, every argument is the command's: an option there is a word of a title.
            (["list", "--verbose"], false, ["list", "--verbose"]),
            (["add", "Fix", "the", "--verbose", "bug"], false, ["add", "Fix", "the", "--verbose", "bug"]),
            (["add", "--", "flag"], false, ["add", "--", "flag"]),
        ] as [([String], Bool, [String])])
    func takesOutTheOptionsBeforeTheCommand(arguments: [String], isVerbose: Bool, command: [String]) {
        let (options, remaining) = TodoOptions.parse(arguments)
        #expect(options == TodoOptions(isVerbose: isVerbose))
        #expect(remaining == command)
    }

    @Test(arguments: [
        (["--verbose", "list", "open"], TodoCommand.list(.open)),
        (["add", "Fix", "the", "--verbose", "bug"], .add(title: "Fix the --verbose bug")),
        (["--verbose", "rename", "2", "Walk", "--verbose"], .rename(id: 2, title: "Walk --verbose")),
        (["--verbose"], .help),
    ])
    func parsesTheCommandAfterTheOptions(arguments: [String], expected: TodoCommand) throws {
        #expect(try TodoCommand(parsing: TodoOptions.parse(arguments).command) == expected)
    }

    @Test func anOptionAfterACommandThatTakesNoWordsIsAnUnexpectedArgument() {
        #expect(throws: UsageError(message: "Unexpected argument '--verbose' after 'done 3'.")) {
            try TodoCommand(parsing: TodoOptions.parse(["done", "3", "--verbose"]).command)
        }
    }

    @Test func stillRejectsABadCommandLineAfterVerbose() {
        #expect(throws: UsageError(message: "Unknown command 'frob'.")) {
            try TodoCommand(parsing: TodoOptions.parse(["--verbose", "frob"]).command)
        }
    }
}
