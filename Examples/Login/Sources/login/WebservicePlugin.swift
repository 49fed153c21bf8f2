/// Talks to the login server; the interactor does not know how.
///
/// ```swift
/// webservice.logIn(email: "ada@example.com", password: "lovelace") { result in
///     print(result)
/// }
/// ```
///
/// ## Implementation requirements
/// Call `completion` exactly once, from any thread.
protocol WebservicePlugin: Sendable {
    /// Asks the server to log a user in.
    ///
    /// - Parameters:
    ///   - email: The address the user logs in with.
    ///   - password: The password the user typed.
    ///   - completion: Receives the server's reply or the reason there is none.
    func logIn(
        email: String,
        password: String,
        completion: @escaping @Sendable (Result<WebserviceLoginReply, WebserviceError>) -> Void
    )
}
