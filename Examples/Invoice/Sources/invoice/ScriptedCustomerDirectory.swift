import InvoiceCore

/// An in-process customer directory that answers each address when `pace` returns for it: after a delay in
/// the terminal, when the demo lets it in the demo.
struct ScriptedCustomerDirectory: CustomerDirectory {
    /// The customers it knows.
    static let customers = [
        Customer(email: "ada@example.com", name: "Ada Lovelace"),
        Customer(email: "grace@example.com", name: "Grace Hopper"),
    ]

    /// Returns when the directory may answer about an address; may throw when the lookup is cancelled.
    let pace: @Sendable (String) async throws -> Void

    func customer(withEmail email: String) async throws -> Customer? {
        try await pace(email)
        try Task.checkCancellation()
        return Self.customers.first { $0.email == email }
    }
}
