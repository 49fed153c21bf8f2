/// Fetches a user's profile: the plugin that ``LoadProfileInteractor`` reads through, such as a web service.
///
/// ## Implementation requirements
/// Throw a ``ServiceError`` for a failure the user should read about; its message is shown on the screen.
public protocol ProfileService: Sendable {
    /// Fetches the profile of one user.
    ///
    /// - Parameter userID: The user's number.
    /// - Returns: The user's profile.
    /// - Throws: ``ServiceError`` when the profile cannot be fetched.
    func profile(userID: Int) async throws -> UserProfile
}
