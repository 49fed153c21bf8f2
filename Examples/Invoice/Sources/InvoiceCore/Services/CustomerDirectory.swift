/// The plugin that knows the customers, such as a web service.
public protocol CustomerDirectory: Sendable {
    /// The customer with an e-mail address.
    ///
    /// - Parameter email: The address, as typed.
    /// - Returns: The customer, or `nil` when none has this address.
    /// - Throws: When the directory cannot be reached.
    func customer(withEmail email: String) async throws -> Customer?
}
