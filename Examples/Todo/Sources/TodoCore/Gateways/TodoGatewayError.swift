/// Why a ``TodoGateway`` could not read or store the list.
public struct TodoGatewayError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable {
        /// The stored list exists but could not be read, for example for lack of permission.
        case unreadable
        /// The stored list was read but is not a to-do list this app understands.
        case corrupt
        /// The changed list could not be stored, or the list is read-only; the previous one is still in
        /// place.
        case unwritable
        /// Another `todo` kept the list locked for longer than the gateway waits; nothing was changed.
        case busy
    }

    /// What went wrong.
    public var kind: Kind
    /// A sentence for the user that names the file and says what to do.
    public var message: String

    /// Creates an error.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String {
        message
    }
}
