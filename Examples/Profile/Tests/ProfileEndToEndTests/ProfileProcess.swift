import ExampleSupport
import Foundation

/// The built `profile` executable, run as a child process with its output captured in temporary files.
struct ProfileProcess {
    /// What one run printed and how it ended.
    struct Outcome {
        var status: Int32
        var output: String
        var errorOutput: String
    }

    /// Why the executable could not be found.
    struct NotFound: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `profile` with `arguments` and `input` on standard input, and waits for it to exit.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - input: What the program reads on standard input; nothing unless given.
    ///   - closesOutput: Whether standard output is closed, as with `>&-` in a shell.
    /// - Returns: The exit status and everything printed.
    /// - Throws: ``NotFound`` without the executable, ``ChildProcess/Failure`` when it cannot be run, and
    ///   the file system's errors.
    static func run(_ arguments: [String], input: String = "", closesOutput: Bool = false) throws -> Outcome {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ProfileEndToEndTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        let status = try ChildProcess.run(
            try executableURL().path,
            arguments: arguments,
            input: Array(input.utf8),
            outputPath: closesOutput ? nil : outputURL.path,
            errorPath: errorURL.path
        )
        let output = closesOutput ? "" : try text(at: outputURL)
        return Outcome(status: status, output: output, errorOutput: try text(at: errorURL))
    }

    /// The file's text, read through a file handle: `String(contentsOf:)` leaks on an empty file in
    /// swift-foundation 6.3.
    private static func text(at url: URL) throws -> String {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
    }

    /// The `profile` that `swift build` or `swift test` put in the products directory next to the tests;
    /// `PROFILE_EXECUTABLE` names another one.
    static func executableURL() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["PROFILE_EXECUTABLE"] {
            return URL(fileURLWithPath: path)
        }
        var directories: [URL] = []
        #if os(macOS)
            directories += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }
                .map { $0.bundleURL.deletingLastPathComponent() }
        #endif
        directories += [Bundle.main.executableURL, CommandLine.arguments.first.map(URL.init(fileURLWithPath:))]
            .compactMap { $0?.deletingLastPathComponent() }
        let candidates = directories.map { $0.appendingPathComponent("profile") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw NotFound(
                description: "No profile executable in \(candidates.map(\.path)); build it with "
                    + "'swift build --product profile', or set PROFILE_EXECUTABLE to its path."
            )
        }
        return found
    }
}
