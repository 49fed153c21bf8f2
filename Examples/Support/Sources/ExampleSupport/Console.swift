/// Where an example program writes: lines for the user, and lines about errors.
@MainActor
public protocol Console: AnyObject {
    /// Writes one line of normal output.
    ///
    /// - Parameter line: The text, without a trailing newline.
    func write(_ line: String)

    /// Writes one line about an error.
    ///
    /// - Parameter line: The text, without a trailing newline.
    func writeError(_ line: String)
}
