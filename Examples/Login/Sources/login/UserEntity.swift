/// A user who logged in, as the app keeps it.
struct UserEntity: Equatable, Sendable {
    /// The address the user logs in with; it identifies the user.
    var email: String
    /// The name to greet the user with, as the server knows it.
    var username: String
    /// The token the server issued at the last login.
    var sessionToken: String
}
