import Dispatch

/// Stands in for the login server, inside the process, so the example runs anywhere.
///
/// Like a real network call it answers later, from another thread.
struct InProcessWebservice: WebservicePlugin {
    /// One account the fake server knows.
    struct Account: Sendable {
        var password: String
        var username: String
    }

    /// The accounts, by email.
    var accounts: [String: Account]

    /// A server that knows one user: `ada@example.com` with the password `lovelace`.
    static let sample = InProcessWebservice(accounts: [
        "ada@example.com": Account(password: "lovelace", username: "Ada")
    ])

    func logIn(
        email: String,
        password: String,
        completion: @escaping @Sendable (Result<WebserviceLoginReply, WebserviceError>) -> Void
    ) {
        let result: Result<WebserviceLoginReply, WebserviceError>
        if let account = accounts[email], account.password == password {
            let token = String(UInt64.random(in: 1...UInt64.max), radix: 36)
            result = .success(WebserviceLoginReply(username: account.username, sessionToken: token))
        } else {
            result = .failure(.wrongCredentials)
        }
        DispatchQueue.global().async {
            completion(result)
        }
    }
}
