/// Why the login server gave no session.
enum WebserviceError: Error, Equatable, Sendable {
    /// The server does not know this email with this password.
    case wrongCredentials
    /// The server could not be reached.
    case unreachable
}
