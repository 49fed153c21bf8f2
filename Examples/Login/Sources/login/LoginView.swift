/// What the login screen can show; a terminal here, a view controller in an app.
@MainActor
protocol LoginView: AnyObject {
    /// Shows that the user is logged in.
    ///
    /// - Parameter username: The name to greet the user with.
    func showWelcome(username: String)

    /// Shows why the login failed.
    ///
    /// - Parameter message: A sentence for the user.
    func showError(message: String)
}
