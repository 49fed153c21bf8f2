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

    /// Runs the executable with `arguments` and `input` on standard input, and waits for it to exit, holding no thread meanwhile.
    ///
    /// Its output goes to temporary files, not pipes, so a child that writes a lot never blocks on a full
    /// pipe.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - input: What the program reads on standard input; nothing unless given.
    ///   - closesOutput: Whether standard output is closed, as with `>&-` in a shell.
    /// - Returns: The exit status and everything printed.
    /// - Throws: ``ChildProcess/Failure`` when it cannot be run, and the file system's errors.
    public func run(_ arguments: [String], input: String = "", closesOutput: Bool = false) async throws -> Outcome {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(url.lastPathComponent)-run-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        let pid = try ChildProcess.start(
            url.path,
            arguments: arguments,
            input: Array(input.utf8),
            outputPath: closesOutput ? nil : outputURL.path,
            errorPath: errorURL.path
        )
        let status = try await ChildProcess.exitStatus(of: pid)
        let output = closesOutput ? "" : try Self.text(at: outputURL)
        return Outcome(status: status, output: output, errorOutput: try Self.text(at: errorURL))
    }

    /// A file's text, read through a file handle: `String(contentsOf:)` leaks on an empty file in
    /// swift-foundation 6.3, which fails the AddressSanitizer run.
    public static func text(at url: URL) throws -> String {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
    }
}
