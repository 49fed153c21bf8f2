import ExampleSupport

/// What one run of `login` does, parsed from its arguments.
enum LoginInvocation: ExampleInvocation, Equatable {
    /// `login`: three attempts against the in-process server, one of each outcome.
    case demo
    /// `login <email> <password>`: one attempt with the user's credentials.
    case attempt(email: String, password: String)
    /// `login --help`: the usage.
    case help

    /// What `login --help` prints.
    static let usage = """
        usage: login [<email> <password>]

          login                     Try three logins against the in-process server: one that succeeds,
                                    one with a wrong password, one with no password
          login <email> <password>  Try one login; exits with 1 when it fails
          login --help              Show this help

        The in-process server knows ada@example.com with the password lovelace. Put a password in single
        quotes when it holds a character that the shell reads itself: login ada@example.com 'p&ss'
        """

    /// Whether the command line asks for the usage.
    var isHelp: Bool { self == .help }

    /// Parses the arguments that follow the program name.
    ///
    /// - Parameter arguments: The arguments after the program name.
    /// - Throws: ``UsageError`` for any other number of arguments, or an option it does not know before
    ///   them.
    init(parsing arguments: [String]) throws(UsageError) {
        // Options come first; the password, which may start with "-", is never taken for one, nor printed.
        if let first = arguments.first, first.hasPrefix("-"), !["-h", "--help"].contains(first) {
            throw UsageError(message: "Unknown option '\(first)'.")
        }
        switch arguments.count {
        case 0:
            self = .demo
        case 1 where ["help", "-h", "--help"].contains(arguments[0]):
            self = .help
        case 1:
            throw UsageError(message: "Missing the password after '\(arguments[0])'.")
        case 2:
            self = .attempt(email: arguments[0], password: arguments[1])
        default:
            throw UsageError(message: "Unexpected argument '\(arguments[2])' after the email and the password.")
        }
    }
}
