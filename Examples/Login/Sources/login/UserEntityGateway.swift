/// Stores users; the interactor does not know whether in memory, in a file, or in a database.
///
/// ```swift
/// gateway.save(UserEntity(email: "ada@example.com", username: "Ada", sessionToken: "t0k3n"))
/// let ada = gateway.user(withEmail: "ada@example.com")
/// ```
protocol UserEntityGateway: Sendable {
    /// The stored user with this email.
    ///
    /// - Parameter email: The user's email.
    /// - Returns: The user, or `nil` when none was saved with this email.
    func user(withEmail email: String) -> UserEntity?

    /// Saves a user, replacing any user with the same email.
    ///
    /// - Parameter user: The user to keep.
    func save(_ user: UserEntity)
}
