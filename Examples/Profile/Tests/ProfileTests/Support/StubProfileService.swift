import ProfileCore

/// A profile service that answers every call the same way and records the users asked for.
actor StubProfileService: ProfileService {
    private let answer: Result<UserProfile, any Error>
    private(set) var requestedUserIDs: [Int] = []

    init(_ answer: Result<UserProfile, any Error>) {
        self.answer = answer
    }

    func profile(userID: Int) async throws -> UserProfile {
        requestedUserIDs.append(userID)
        return try answer.get()
    }
}
