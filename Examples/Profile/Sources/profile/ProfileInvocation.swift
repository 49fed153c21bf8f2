import ExampleSupport

/// What one run of `profile` does, parsed from its arguments.
enum ProfileInvocation: ExampleInvocation, Equatable {
    /// `profile`: the screen in the terminal, driven by keys.
    case interactive
    /// `profile demo`: a scripted session, printed.
    case demo
    /// `profile --help`: the usage.
    case help

    /// What `profile --help` prints.
    static let usage = """
        usage: profile [demo]

          profile          Show user #7's profile screen and drive it with keys:
                           r retry the profile, p retry the posts, f refresh the posts,
                           1-9 open a post, q quit
          profile demo     Play a scripted session: the posts fail once, the demo retries, opens a post
                           and refreshes the posts, printing the changes the list animates
          profile --help   Show this help

        Both use in-process services; the posts service fails the first time, so that retrying shows,
        and serves changed posts at the next load, so that refreshing shows the changes.
        """

    /// Whether the command line asks for the usage.
    var isHelp: Bool { self == .help }

    /// Parses the arguments that follow the program name.
    ///
    /// - Parameter arguments: The arguments after the program name.
    /// - Throws: ``UsageError`` for an unknown argument, or for anything after the first one.
    init(parsing arguments: [String]) throws(UsageError) {
        guard let first = arguments.first else {
            self = .interactive
            return
        }
        switch first {
        case "demo":
            self = .demo
        case "help", "-h", "--help":
            self = .help
        default:
            throw UsageError(message: "Unknown argument '\(first)'.")
        }
        if let extra = arguments.dropFirst().first {
            throw UsageError(message: "Unexpected argument '\(extra)' after '\(first)'.")
        }
    }
}
