/// A user as the profile screen shows them: a name and a line about them.
public struct UserProfile: Equatable, Sendable, Identifiable {
    /// The user's number.
    public let id: Int
    /// The name shown at the top of the screen.
    public var name: String
    /// One line the user wrote about themselves; may be empty.
    public var bio: String

    /// Creates a profile.
    public init(id: Int, name: String, bio: String = "") {
        self.id = id
        self.name = name
        self.bio = bio
    }
}
