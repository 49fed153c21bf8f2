#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs a program with `posix_spawn`, feeds its standard input through a pipe, and waits for it to exit.
///
/// `posix_spawn` rather than `Foundation.Process`, which leaks on Linux with Swift 6.3.1 and so fails the
/// sanitizer runs.
enum SpawnedProcess {
    /// A system call that failed, named with its error.
    struct Failure: Error, CustomStringConvertible {
        var description: String

        init(_ call: String, _ code: Int32 = errno) {
            description = "\(call) failed: \(String(cString: strerror(code)))"
        }
    }

    /// Runs `executable` until it exits.
    ///
    /// - Parameters:
    ///   - executable: The program's path.
    ///   - arguments: The arguments after the program name.
    ///   - input: What the program reads on standard input, through a pipe that is closed after it; small
    ///     enough to fit the pipe's buffer, so that writing it never waits for the program.
    ///   - outputPath: The file that receives standard output.
    ///   - errorPath: The file that receives standard error.
    /// - Returns: The exit status, or 128 plus the signal number when a signal ended the program.
    /// - Throws: ``Failure`` when the program cannot be started or waited for.
    static func run(
        _ executable: String,
        arguments: [String],
        input: [UInt8],
        outputPath: String,
        errorPath: String
    ) throws(Failure) -> Int32 {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw Failure("pipe") }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        var readEndOpen = true
        var writeEndOpen = true
        defer {
            if readEndOpen { close(readEnd) }
            if writeEndOpen { close(writeEnd) }
        }

        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        guard posix_spawn_file_actions_init(&actions) == 0 else { throw Failure("posix_spawn_file_actions_init") }
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let argv = ([executable] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv + [nil], environ)
        guard spawned == 0 else { throw Failure("posix_spawn \(executable)", spawned) }

        close(readEnd)
        readEndOpen = false
        let written = input.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
        close(writeEnd)
        writeEndOpen = false
        guard written == input.count else { throw Failure("write to the child's standard input") }

        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw Failure("waitpid") }
        }
        let signal = status & 0x7f  // WTERMSIG and WEXITSTATUS, which Swift does not import.
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
