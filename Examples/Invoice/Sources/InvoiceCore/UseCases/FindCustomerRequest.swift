public import UseCases

/// Asks for the customer with an e-mail address; ``FindCustomerInteractor`` answers.
public struct FindCustomerRequest: InteractorRequest, Equatable {
    /// The answer: the customer, or `nil` when none has the address.
    public typealias Response = Customer?

    /// The address, as typed.
    public var email: String

    /// Creates a request.
    public init(email: String) {
        self.email = email
    }
}
