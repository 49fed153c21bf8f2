/// A customer an invoice can be made out to.
public struct Customer: Equatable, Sendable {
    /// The customer's e-mail address, which identifies them.
    public var email: String
    /// The customer's name.
    public var name: String

    /// Creates a customer.
    public init(email: String, name: String) {
        self.email = email
        self.name = name
    }
}
