#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Starts a program with `posix_spawn` and waits for it.
///
/// Not `Foundation.Process`: on Linux with Swift 6.3.1 every `Process` leaks (a reference cycle, or a
/// weak-reference side table with `waitUntilExit()`), which fails the AddressSanitizer run in CI.
enum ChildProcess {
    /// A system call that failed.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `executable` until it exits, with standard input from `/dev/null` and its output in files.
    ///
    /// - Parameters:
    ///   - executable: The program's path.
    ///   - arguments: The arguments after the program name.
    ///   - environment: The complete environment of the child.
    ///   - outputPath: The file that receives standard output; created or truncated.
    ///   - errorPath: The file that receives standard error; created or truncated.
    /// - Returns: The exit status, or 128 plus the signal number when a signal ended the program.
    /// - Throws: ``Failure`` when the program cannot be started or waited for.
    static func run(
        _ executable: String,
        arguments: [String],
        environment: [String: String],
        outputPath: String,
        errorPath: String
    ) throws(Failure) -> Int32 {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        guard posix_spawn_file_actions_init(&actions) == 0 else {
            throw Failure(description: "posix_spawn_file_actions_init failed")
        }
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) }
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") }
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv + [nil], envp + [nil])
        guard spawned == 0 else {
            throw Failure(description: "Could not start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else {
                throw Failure(description: "Could not wait for \(executable): \(String(cString: strerror(errno)))")
            }
        }
        // The WIFEXITED/WEXITSTATUS macros are not imported; this is their definition on Linux and Darwin.
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
