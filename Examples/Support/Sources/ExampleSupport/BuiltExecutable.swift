import Foundation

/// An example's executable as `swift build` or `swift test` built it, for the end-to-end tests that run it
/// as a user would.
///
/// A test target that depends on the executable target makes `swift test` build the executable first, into
/// the same products directory as the tests, whatever the `--scratch-path` or configuration.
public struct BuiltExecutable: Sendable {
    /// What one run printed and how it ended.
    public struct Outcome: Sendable {
        /// The exit status.
        public var status: Int32
        /// Everything written to standard output.
        public var output: String
        /// Everything written to standard error.
        public var errorOutput: String
    }

    /// Why the executable could not be found.
    public struct NotFound: Error, CustomStringConvertible {
        /// What was looked for, where, and how to fix it.
        public var description: String
    }

    /// Where the executable is.
    public let url: URL

    /// Finds the executable `name` next to the tests; the environment variable `NAME_EXECUTABLE` (such as
    /// `TODO_EXECUTABLE`) names another one.
    ///
    /// - Parameter name: The executable's name, such as `todo`.
    /// - Throws: ``NotFound`` when it is not there.
    public init(named name: String) throws(NotFound) {
        let variable = name.uppercased() + "_EXECUTABLE"
        if let path = ProcessInfo.processInfo.environment[variable] {
            url = URL(fileURLWithPath: path)
            return
        }
        var directories: [URL] = []
        #if os(macOS)
            // macOS: the tests run from an .xctest bundle inside the products directory.
            directories += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }
                .map { $0.bundleURL.deletingLastPathComponent() }
        #endif
        // Linux: the tests are an executable inside the products directory.
        directories += [Bundle.main.executableURL, CommandLine.arguments.first.map(URL.init(fileURLWithPath:))]
            .compactMap { $0?.deletingLastPathComponent() }
        let candidates = directories.map { $0.appendingPathComponent(name) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw NotFound(
                description: "The \(name) executable is not where the tests looked "
                    + "(\(candidates.map(\.path).joined(separator: ", "))). Build it with "
                    + "'swift build --product \(name)', or set \(variable) to its path.")
        }
        url = found
    }

    /// The environment each run gets; the test's own when `nil`.
    public var environment: [String: String]?

    /// Where a run's standard output goes.
    public enum Output: Equatable, Sendable {
        /// Into a file the outcome reads back.
        case captured
        /// Nowhere: standard output is closed, as with `>&-` in a shell.
        case closed
        /// Into this file, such as `/dev/full`; the outcome's output is empty.
        case file(String)
    }

    /// Runs the executable and waits for it to exit, holding no thread meanwhile.
    ///
    /// Its output goes to temporary files, not pipes, so a child that writes a lot never blocks on a full
    /// pipe.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - input: What the program reads on standard input, a few keys or lines: small enough for a pipe's
    ///     buffer (write a file for more); `/dev/null` when `nil`.
    ///   - output: Where standard output goes.
    /// - Returns: The exit status and everything printed.
    /// - Throws: ``ChildProcess/Failure`` when it cannot be run, and the file system's errors.
    public func run(_ arguments: [String], input: String? = nil, output: Output = .captured) async throws -> Outcome {
        let directory = TemporaryDirectory(named: "\(url.lastPathComponent)-run")  // Kept until the texts are read.
        let outputURL = directory.file("stdout")
        let errorURL = directory.file("stderr")
        let outputPath: String? =
            switch output {
            case .captured: outputURL.path
            case .closed: nil
            case .file(let path): path
            }
        let status = try await ChildProcess.exitStatus(
            of: start(arguments, input: input, outputPath: outputPath, errorPath: errorURL.path))
        let printed = output == .captured ? try directory.text(of: outputURL) : ""
        return Outcome(status: status, output: printed, errorOutput: try directory.text(of: errorURL))
    }

    /// Starts the executable and returns at once, for a test that runs several at a time or interrupts one;
    /// wait for it with ``ChildProcess/exitStatus(of:limitInSeconds:)``.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - input: What the program reads on standard input; `/dev/null` when `nil`.
    ///   - outputPath: Where standard output goes; closed when `nil`.
    ///   - errorPath: Where standard error goes.
    /// - Returns: The process identifier.
    /// - Throws: ``ChildProcess/Failure`` when it cannot be started.
    public func start(
        _ arguments: [String], input: String? = nil, outputPath: String? = "/dev/null", errorPath: String = "/dev/null"
    ) throws(ChildProcess.Failure) -> pid_t {
        try ChildProcess.start(
            url.path,
            arguments: arguments,
            environment: environment,
            input: input.map { Array($0.utf8) },
            outputPath: outputPath,
            errorPath: errorPath
        )
    }
}
