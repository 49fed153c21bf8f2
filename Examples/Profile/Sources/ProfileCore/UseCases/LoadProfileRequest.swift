public import UseCases

/// Asks for the profile of one user; ``LoadProfileInteractor`` answers with it.
public struct LoadProfileRequest: InteractorRequest, Equatable {
    /// The answer: the user's profile.
    public typealias Response = UserProfile

    /// The user whose profile to load.
    public var userID: Int

    /// Creates a request.
    public init(userID: Int) {
        self.userID = userID
    }
}
