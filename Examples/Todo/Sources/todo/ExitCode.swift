/// The exit statuses of `todo`, for scripts to tell failures apart.
enum ExitCode {
    /// The command did what it was asked.
    static let success: Int32 = 0
    /// The use case failed: an unknown identifier, an empty title, or a list that cannot be read or saved.
    static let failure: Int32 = 1
    /// The command line itself was wrong: an unknown command, or a missing or malformed argument
    /// (`EX_USAGE` from `sysexits.h`).
    static let usage: Int32 = 64
}
