import ExampleSupport
import Foundation

/// Runs the built `todo` executable as a child process, in a temporary home directory of its own.
struct TodoProcess {
    /// What one run printed and how it ended.
    struct Outcome {
        var status: Int32
        var output: String
        var errorOutput: String
    }

    /// The directory that serves as `HOME` and holds the runs' output files.
    let home: URL
    /// The `TODO_FILE` to run with; `nil` runs without one, so `todo` uses its default location.
    var todoFile: URL?

    /// The built executable's path.
    var executablePath: String {
        get throws { try BuiltExecutable(named: "todo").url.path }
    }

    /// The environment each run gets: the test's, with the temporary home and `TODO_FILE`.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["TODO_FILE"] = todoFile?.path
        return environment
    }

    init(home: URL, todoFile: URL?) {
        self.home = home
        self.todoFile = todoFile
    }

    /// Runs `todo` with `arguments` and waits for it to exit, holding no thread meanwhile.
    func run(_ arguments: String...) async throws -> Outcome {
        try await run(arguments)
    }

    /// Where a run's standard output goes.
    enum Output: Equatable {
        /// Into a file the outcome reads back.
        case captured
        /// Standard output is closed, as with `>&-` in a shell.
        case closed
        /// Into this file, such as `/dev/full`; the outcome's output is empty.
        case file(String)
    }

    /// Runs `todo` with `arguments` and waits for it to exit, holding no thread meanwhile.
    func run(_ arguments: [String], output: Output = .captured, input: String? = nil) async throws -> Outcome {
        let outputURL = home.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errorURL = home.appendingPathComponent("stderr-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorURL)
        }
        let outputPath: String?
        switch output {
        case .captured: outputPath = outputURL.path
        case .closed: outputPath = nil
        case .file(let path): outputPath = path
        }
        // Output goes to files, not pipes: a child that writes a lot can never block on a full pipe.
        let status = try await ChildProcess.exitStatus(
            of: start(arguments, outputPath: outputPath, errorPath: errorURL.path, input: input))
        let printed = output == .captured ? try BuiltExecutable.text(at: outputURL) : ""
        return Outcome(status: status, output: printed, errorOutput: try BuiltExecutable.text(at: errorURL))
    }

    /// Starts `todo` with `arguments` and returns at once, for a test that runs several at a time or
    /// interrupts one; wait for it with `ChildProcess.exitStatus(of:)`.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - outputPath: Where standard output goes; closed when `nil`.
    ///   - errorPath: Where standard error goes.
    ///   - input: What it reads on standard input; the test's own standard input when `nil`.
    /// - Returns: The process identifier.
    /// - Throws: `ChildProcess.Failure` when it cannot be started, and what finding the executable throws.
    func start(
        _ arguments: [String], outputPath: String? = "/dev/null", errorPath: String = "/dev/null", input: String? = nil
    ) throws -> pid_t {
        try ChildProcess.start(
            try executablePath,
            arguments: arguments,
            environment: environment,
            input: input.map { Array($0.utf8) },
            outputPath: outputPath,
            errorPath: errorPath
        )
    }
}
