public import UseCases

/// Finds a customer by e-mail address through the ``CustomerDirectory`` plugin.
public struct FindCustomerInteractor: AsyncInteractor {
    private let directory: any CustomerDirectory

    /// Creates the interactor with its plugin, the directory customers come from.
    public init(directory: any CustomerDirectory) {
        self.directory = directory
    }

    /// Looks the address up, ignoring case and the spaces around it.
    ///
    /// - Parameter request: The address.
    /// - Returns: The customer, or `nil`.
    /// - Throws: ``InteractorError/Code/customerDirectoryFailed`` when the directory cannot be reached.
    public func execute(_ request: FindCustomerRequest) async throws -> Customer? {
        let email = request.email.trimmingSpaces().lowercased()
        do {
            return try await directory.customer(withEmail: email)
        } catch is CancellationError {
            throw InteractorError(message: "Cancelled.", code: .cancelled)
        } catch {
            throw InteractorError(message: "The customer directory failed: \(error)", code: .customerDirectoryFailed)
        }
    }
}

extension InteractorError.Code {
    /// The customer directory could not be reached; the message says why.
    public static let customerDirectoryFailed = InteractorError.Code.custom(3_001)
}

extension String {
    /// The text without the spaces, tabs and line breaks around it.
    func trimmingSpaces() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
