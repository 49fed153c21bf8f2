/// The options `todo` takes before its command, such as `todo --verbose list`.
struct TodoOptions: Equatable {
    /// `--verbose`: print one line per use-case execution on standard error.
    var isVerbose = false

    /// Splits the arguments that follow the program name into the options and the command with its
    /// arguments, which ``TodoCommand/init(parsing:)`` parses.
    ///
    /// Options come before the command; the first argument that is not an option starts the command, and
    /// everything after it is the command's, so `todo add Fix the --verbose bug` adds that title. An argument
    /// `--` ends the options and is dropped.
    ///
    /// - Parameter arguments: The arguments after the program name.
    /// - Returns: The options, and the remaining arguments in order.
    static func parse(_ arguments: [String]) -> (options: TodoOptions, command: [String]) {
        var options = TodoOptions()
        var remaining = arguments[...]
        while let argument = remaining.first {
            switch argument {
            case "--verbose":
                options.isVerbose = true
            case "--":
                return (options, Array(remaining.dropFirst()))
            default:
                return (options, Array(remaining))
            }
            remaining = remaining.dropFirst()
        }
        return (options, [])
    }
}
