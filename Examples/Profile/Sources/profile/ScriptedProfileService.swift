import ProfileCore

/// An in-process profile service that knows one user, and answers at a pace the caller sets.
struct ScriptedProfileService: ProfileService {
    /// The one user it knows.
    let user: UserProfile
    /// Runs before each answer: a short sleep in the terminal, a read of a stream the demo feeds.
    let pace: @Sendable () async throws -> Void

    func profile(userID: Int) async throws -> UserProfile {
        try await pace()
        guard userID == user.id else {
            throw ServiceError(message: "There is no user #\(userID).")
        }
        return user
    }
}
