/// The exit statuses of `profile`.
enum ExitCode {
    /// The session ended as the user asked, or the demo went as planned.
    static let success: Int32 = 0
    /// The demo did not go as planned.
    static let failure: Int32 = 1
    /// The command line was wrong, such as an unknown argument (`EX_USAGE` from `sysexits.h`).
    static let usage: Int32 = 64
}
