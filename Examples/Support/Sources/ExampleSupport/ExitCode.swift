#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The exit statuses of the example programs, for scripts to tell failures apart (the usage and
/// input/output codes are `EX_USAGE` and `EX_IOERR` from `sysexits.h`).
public enum ExitCode {
    /// The program did what it was asked.
    public static let success: Int32 = 0
    /// What it was asked failed, such as a use case's error; the message on standard error says why.
    public static let failure: Int32 = 1
    /// The command line itself was wrong: an unknown command or option, or a missing or malformed argument.
    public static let usage: Int32 = 64
    /// The work succeeded, but standard output could not be written, such as on a full disk or when it was
    /// closed; the message on standard error says whether the change asked for was made. (Work that failed
    /// ends with its own status, and the same message.)
    public static let outputFailed: Int32 = 74
    /// The reader of the program's output closed its pipe before the program was done (`todo list | head -1`):
    /// 128 plus `SIGPIPE`, which ends the program quietly, as it ends `yes | head -1`. ``ExampleProgram/exit(_:)``
    /// ends the program by the signal itself, so that a shell sees what it sees for any other program.
    public static let brokenPipe: Int32 = 128 + SIGPIPE
    /// The user interrupted the work with Ctrl-C, and the program stopped it cleanly: 128 plus `SIGINT`, as a
    /// shell reports a program that the interrupt ended.
    public static let interrupted: Int32 = 130
}
