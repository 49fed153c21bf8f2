import UseCases

/// The composition root, named as in the ACInteractor README: one shared executor, and the function
/// that registers every interactor with its dependencies at start-up.
enum Logic {
    /// The executor the presenters use.
    static let executor = InteractorExecutor()

    /// Creates the interactors with their plugins and gateways, and registers them on ``executor``.
    ///
    /// - Parameters:
    ///   - webservicePlugin: The login server; the in-process stand-in unless you give another.
    ///   - userGateway: Where users are kept; memory unless you give another.
    static func registerInteractors(
        webservicePlugin: any WebservicePlugin = InProcessWebservice.sample,
        userGateway: any UserEntityGateway = InMemoryUserGateway()
    ) {
        executor.register(LoginUserInteractor(webservicePlugin: webservicePlugin, userGateway: userGateway))
    }
}
