/// The options `todo` takes before or after its command, such as `todo --verbose list` or
/// `todo list --verbose`.
struct TodoOptions: Equatable {
    /// `--verbose`: print one line per use-case execution on standard error.
    var isVerbose = false

    /// Splits the arguments that follow the program name into the options and the command with its
    /// arguments, which ``TodoCommand/init(parsing:)`` parses.
    ///
    /// An option may stand anywhere until an argument `--`, which is dropped; everything after it is the
    /// command's, such as a title that starts with `--`.
    ///
    /// - Parameter arguments: The arguments after the program name.
    /// - Returns: The options, and the remaining arguments in order.
    static func parse(_ arguments: [String]) -> (options: TodoOptions, command: [String]) {
        var options = TodoOptions()
        var command: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--verbose":
                options.isVerbose = true
            case "--":
                command += remaining
                remaining = []
            default:
                command.append(argument)
            }
        }
        return (options, command)
    }
}
