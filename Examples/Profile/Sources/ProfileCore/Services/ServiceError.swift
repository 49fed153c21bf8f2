/// A failure of a service, with a message meant for the user, such as "The posts service is unavailable."
public struct ServiceError: Error, Equatable, Sendable {
    /// What went wrong, in words the screen can show.
    public var message: String

    /// Creates an error.
    public init(message: String) {
        self.message = message
    }
}
