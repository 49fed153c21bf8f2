/// What one run of an example does, parsed from its arguments: what ``ExampleProgram`` needs to refuse a
/// command line it does not understand and to print the usage.
public protocol ExampleInvocation {
    /// What `--help` prints.
    static var usage: String { get }

    /// Parses the arguments that follow the program name.
    ///
    /// - Parameter arguments: The arguments after the program name.
    /// - Throws: ``UsageError`` for a command line the program does not understand.
    init(parsing arguments: [String]) throws(UsageError)

    /// Whether the command line asks for the usage.
    var isHelp: Bool { get }
}

/// A command line a program does not understand; the message says what is wrong.
public struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, such as `Unknown argument 'x'.`
    public var message: String

    /// Creates the error.
    public init(message: String) {
        self.message = message
    }
}
