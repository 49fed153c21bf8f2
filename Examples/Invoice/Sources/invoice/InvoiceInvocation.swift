import ExampleSupport

/// What one run of `invoice` does, parsed from its arguments.
struct InvoiceInvocation: ExampleInvocation, Equatable {
    /// What to run.
    enum Mode: Equatable {
        /// `invoice`: the form in the terminal, driven by keys.
        case interactive
        /// `invoice demo`: scripted keystrokes, printed.
        case demo
        /// `invoice --help`: the usage.
        case help
    }

    /// What to run.
    var mode: Mode
    /// The unit price's decimal separator: `,` with `--decimal-comma`, `.` otherwise.
    var decimalSeparator: Character

    /// What `invoice --help` prints.
    static let usage = """
        usage: invoice [demo] [--decimal-comma]

          invoice                  Fill in an invoice in the terminal: type in the focused field;
                                   Tab, Enter or Down goes to the next field, Shift-Tab or Up to the
                                   previous one, Left and Right move the caret, Backspace deletes,
                                   Ctrl-D quits
          invoice demo             Play scripted keystrokes, refused ones included, printing the form after each
          invoice --help           Show this help

          --decimal-comma          Type the unit price with a decimal comma and a space between thousands

        The customer directory is in-process and knows ada@example.com and grace@example.com.
        """

    /// Whether the command line asks for the usage.
    var isHelp: Bool { mode == .help }

    /// Parses the arguments that follow the program name.
    ///
    /// - Parameter arguments: The arguments after the program name.
    /// - Throws: ``UsageError`` for an unknown or repeated argument.
    init(parsing arguments: [String]) throws(UsageError) {
        var mode: Mode?
        var decimalSeparator: Character?
        for argument in arguments {
            switch argument {
            case "demo", "help", "-h", "--help":
                guard mode == nil else { throw UsageError(message: "Unexpected argument '\(argument)'.") }
                mode = argument == "demo" ? .demo : .help
            case "--decimal-comma":
                guard decimalSeparator == nil else { throw UsageError(message: "'--decimal-comma' is given twice.") }
                decimalSeparator = ","
            default:
                throw UsageError(message: "Unknown argument '\(argument)'.")
            }
        }
        self.mode = mode ?? .interactive
        self.decimalSeparator = decimalSeparator ?? "."
    }

    /// Creates an invocation, as a test expects one.
    init(mode: Mode, decimalSeparator: Character = ".") {
        self.mode = mode
        self.decimalSeparator = decimalSeparator
    }
}
