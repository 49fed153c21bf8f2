#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The terminal: each line goes straight to standard output or standard error with `write(2)`, unbuffered,
/// so lines keep their order whatever the program does next, even `exit`.
///
/// A write that fails (a full disk, a closed descriptor) never stops the program: the console remembers the
/// first failure of each stream in ``outputFailure`` and ``errorFailure``, writes nothing more to that
/// stream, and the program reports it before it exits (see ``ExitCode/outputFailed``). A pipe whose reader
/// has gone (`todo list | head -1`) is no failure to report: the program ends quietly, by `SIGPIPE`, as
/// `yes | head -1` does (see ``ExitCode/brokenPipe``).
@MainActor
public final class StandardConsole: Console {
    /// Why a write failed: the system's error number, and its reason in words.
    public struct WriteFailure: Error, Equatable, CustomStringConvertible {
        /// The error number, such as `ENOSPC` or `EPIPE`.
        public var code: Int32

        /// Creates a failure with the error number `code`.
        public init(code: Int32) {
            self.code = code
        }

        /// The system's reason, such as "No space left on device".
        public var description: String {
            String(cString: strerror(code))
        }

        /// Whether the stream is a pipe whose reader has gone.
        public var isClosedPipe: Bool {
            code == EPIPE
        }
    }

    /// Why standard output could not be written, such as "No space left on device"; `nil` while every line
    /// went through.
    public private(set) var outputFailure: WriteFailure?
    /// Why standard error could not be written; `nil` while every line went through.
    public private(set) var errorFailure: WriteFailure?
    /// Why each stream that was closed when the program started cannot be written: it fails at its first
    /// line, so that a program that writes nothing there is not said to have failed.
    private let closedAtStart: (output: WriteFailure?, error: WriteFailure?)
    /// Whether standard output is a terminal.
    public let isTerminal: Bool
    /// Whether a line drawn with ``redraw(_:)`` is on the terminal, not ended yet.
    private var isRedrawing = false

    /// Creates the console of the running process; create it first thing in `main`.
    ///
    /// A standard output or standard error that was closed when the program started (`>&-` in a shell)
    /// counts as failed at once, and the console opens `/dev/null` in its place: the next file the program
    /// opens would otherwise get its number, and the program's output would go into that file.
    ///
    /// It ignores `SIGPIPE`, so that a write to a pipe whose reader has gone (`| head -1`) does not kill the
    /// program before it has put its terminal back; ``ExampleProgram`` ends it by that signal afterwards.
    public init() {
        closedAtStart = (Self.reserveIfClosed(STDOUT_FILENO), Self.reserveIfClosed(STDERR_FILENO))
        isTerminal = isatty(STDOUT_FILENO) == 1
        signal(SIGPIPE, SIG_IGN)
    }

    /// Opens `/dev/null` as `descriptor` when it is closed.
    ///
    /// - Returns: Why the descriptor cannot be written (it was closed), or `nil` when it is open.
    private static func reserveIfClosed(_ descriptor: Int32) -> WriteFailure? {
        guard fcntl(descriptor, F_GETFD) == -1, errno == EBADF else { return nil }
        let placeholder = open("/dev/null", O_WRONLY)
        if placeholder >= 0, placeholder != descriptor {
            dup2(placeholder, descriptor)
            close(placeholder)
        }
        return WriteFailure(code: EBADF)
    }

    /// Writes one line of normal output.
    public func write(_ line: String) {
        guard outputFailure == nil else { return }
        outputFailure = closedAtStart.output ?? Self.write(endRedrawing() + line, to: STDOUT_FILENO)
    }

    /// Writes lines of normal output in writes of up to 64 KiB each: a list of 100,000 lines in a few
    /// dozen system calls, not 100,000.
    public func write(lines: [String]) {
        var chunk = endRedrawing()
        for line in lines {
            chunk += line
            chunk += "\n"
            if chunk.utf8.count >= 65_536 {
                guard outputFailure == nil else { return }
                outputFailure = closedAtStart.output ?? Self.write(chunk, to: STDOUT_FILENO, ending: "")
                chunk = ""
            }
        }
        guard outputFailure == nil, !chunk.isEmpty else { return }
        outputFailure = closedAtStart.output ?? Self.write(chunk, to: STDOUT_FILENO, ending: "")
    }

    /// Writes one line about an error.
    public func writeError(_ line: String) {
        let ended = endRedrawing()
        if !ended.isEmpty, outputFailure == nil {
            outputFailure = closedAtStart.output ?? Self.write(ended, to: STDOUT_FILENO, ending: "")
        }
        guard errorFailure == nil else { return }
        errorFailure = closedAtStart.error ?? Self.write(line, to: STDERR_FILENO)
    }

    /// On a terminal, draws `line` over the one drawn last this way, from the start of the line; elsewhere,
    /// writes it as a line.
    public func redraw(_ line: String) {
        guard isTerminal else { return write(line) }
        guard outputFailure == nil else { return }
        // Back to the start of the line, and the line cleared: the new text may be shorter.
        outputFailure = closedAtStart.output ?? Self.write("\r\u{1B}[2K" + line, to: STDOUT_FILENO, ending: "")
        isRedrawing = true
    }

    /// The newline that ends a line drawn with ``redraw(_:)``, once; empty when none is being drawn.
    private func endRedrawing() -> String {
        defer { isRedrawing = false }
        return isRedrawing ? "\n" : ""
    }

    /// Writes one line to standard error from any thread, such as a log line from a use case's middleware,
    /// and ignores a failure: there is nowhere left to report it.
    ///
    /// - Parameter line: The text, without a trailing newline.
    public nonisolated static func writeStandardError(_ line: String) {
        _ = write(line, to: STDERR_FILENO)
    }

    /// Writes `line` and `ending`, a newline unless told otherwise, to `descriptor`, all of it, retrying after a
    /// signal.
    ///
    /// - Returns: Why the write failed, or `nil`.
    public nonisolated static func write(_ line: String, to descriptor: Int32, ending: String = "\n") -> WriteFailure? {
        var bytes = Array((line + ending).utf8)
        return bytes.withUnsafeMutableBytes { buffer -> WriteFailure? in
            guard let start = buffer.baseAddress else { return nil }  // Empty: nothing to write.
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, start + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return WriteFailure(code: errno)
                }
                offset += written
            }
            return nil
        }
    }
}

/// `write(2)`, under a name that the console's own `write` methods do not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
        Darwin.write(descriptor, bytes, count)
    #elseif canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #else
        Musl.write(descriptor, bytes, count)
    #endif
}

// MARK: - Ending the program

extension StandardConsole {
    /// What a program ends with, given how its work ended and whether its output got through.
    ///
    /// - Parameters:
    ///   - status: The exit status the program's work ended with.
    ///   - outputFailure: Why standard output could not be written, or `nil`.
    ///   - program: The program's name, which starts the message.
    ///   - changeSaved: Whether the work changed something that stays, such as a saved list, so that the
    ///     user learns it was done although its output is lost.
    /// - Returns: `status` and no message while the output got through. When the output's reader closed its
    ///   pipe, no message either, and ``ExitCode/brokenPipe`` when the work succeeded: the reader took what
    ///   it wanted. Otherwise the line to write on standard error, and ``ExitCode/outputFailed`` when the
    ///   work succeeded, or the work's own status when it failed, which says more.
    public nonisolated static func ending(
        _ status: Int32,
        outputFailure: WriteFailure?,
        program: String,
        changeSaved: Bool
    ) -> (status: Int32, message: String?) {
        guard let outputFailure else { return (status, nil) }
        guard !outputFailure.isClosedPipe else {
            return (status == ExitCode.success ? ExitCode.brokenPipe : status, nil)
        }
        let saved = changeSaved ? "; the change was saved" : ""
        let message = "\(program): could not write the output (\(outputFailure))\(saved)."
        return (status == ExitCode.success ? ExitCode.outputFailed : status, message)
    }

    /// Reports a failed output on standard error, as ``ending(_:outputFailure:program:changeSaved:)`` says,
    /// and returns the status to end with.
    ///
    /// - Parameters:
    ///   - status: The exit status the program's work ended with.
    ///   - program: The program's name, which starts the message.
    ///   - changeSaved: Whether the work changed something that stays.
    /// - Returns: The status to pass to ``ExampleProgram/exit(_:)``.
    public func end(with status: Int32, program: String, changeSaved: Bool = false) -> Int32 {
        let (status, message) = Self.ending(
            status, outputFailure: outputFailure, program: program, changeSaved: changeSaved)
        if let message {
            writeError(message)
        }
        return status
    }
}
