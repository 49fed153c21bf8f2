/// What the login server answers when the credentials are right.
struct WebserviceLoginReply: Equatable, Sendable {
    /// The name the server knows the user by.
    var username: String
    /// A token for the new session.
    var sessionToken: String
}
