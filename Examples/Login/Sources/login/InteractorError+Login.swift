import UseCases

extension InteractorError.Code {
    /// The email or the password was empty; the server was not asked.
    static let missingCredentials = InteractorError.Code.custom(1)
    /// The server does not know this email with this password.
    static let wrongCredentials = InteractorError.Code.custom(2)
    /// The server could not be reached.
    static let serverUnreachable = InteractorError.Code.custom(3)
}
