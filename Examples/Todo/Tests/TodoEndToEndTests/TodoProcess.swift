import Foundation

/// Runs the built `todo` executable as a child process, in a temporary home directory of its own.
struct TodoProcess {
    /// What one run printed and how it ended.
    struct Outcome {
        var status: Int32
        var output: String
        var errorOutput: String
    }

    /// Why the executable could not be run.
    struct SetupError: Error, CustomStringConvertible {
        var description: String
    }

    /// The directory that serves as `HOME` and holds the runs' output files.
    let home: URL
    /// The `TODO_FILE` to run with; `nil` runs without one, so `todo` uses its default location.
    var todoFile: URL?

    init(home: URL, todoFile: URL?) {
        self.home = home
        self.todoFile = todoFile
    }

    /// Runs `todo` with `arguments` and waits for it to exit.
    func run(_ arguments: String...) async throws -> Outcome {
        try await run(arguments)
    }

    /// Runs `todo` with `arguments` and waits for it to exit.
    func run(_ arguments: [String]) async throws -> Outcome {
        let executable = try Self.executableURL()
        let outputURL = home.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errorURL = home.appendingPathComponent("stderr-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorURL)
        }
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["TODO_FILE"] = todoFile?.path
        process.environment = environment
        // Files, not pipes: a child that writes a lot can never block on a full pipe.
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)

        let status = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        return Outcome(
            status: status,
            output: try String(contentsOf: outputURL, encoding: .utf8),
            errorOutput: try String(contentsOf: errorURL, encoding: .utf8)
        )
    }

    // MARK: - Finding the executable

    /// The `todo` that `swift build` or `swift test` built next to this test bundle.
    ///
    /// The test target depends on the executable target, so the executable is built first and lands in
    /// the same products directory as the tests (whatever `--scratch-path` or configuration).
    static func executableURL() throws -> URL {
        var directories: [URL] = []
        if let path = ProcessInfo.processInfo.environment["TODO_EXECUTABLE"] {
            return URL(fileURLWithPath: path)
        }
        // macOS: the tests run from an .xctest bundle inside the products directory.
        directories += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }
            .map { $0.bundleURL.deletingLastPathComponent() }
        // Linux: the tests are an executable inside the products directory.
        if let executable = Bundle.main.executableURL {
            directories.append(executable.deletingLastPathComponent())
        }
        if let first = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        let candidates = directories.map { $0.appendingPathComponent("todo") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            let searched = candidates.map(\.path).joined(separator: ", ")
            throw SetupError(
                description: "The todo executable is not where the tests looked (\(searched)). "
                    + "Build it with 'swift build --product todo', or set TODO_EXECUTABLE to its path."
            )
        }
        return found
    }
}
