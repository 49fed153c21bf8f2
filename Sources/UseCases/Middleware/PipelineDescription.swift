/// The middleware that run around executions of one request type, in order; see
/// ``InteractorExecutor/pipeline(for:)``.
public struct PipelineDescription: Sendable, CustomStringConvertible {
    /// The request type.
    ///
    /// Compare it by identity, `ObjectIdentifier(pipeline.requestType) == ObjectIdentifier(LoginUserRequest.self)`:
    /// types are not `Equatable`.
    public let requestType: any UseCaseRequest.Type
    /// The names of the middleware, outermost (first added) first.
    public let middleware: [String]
    /// The scopes of the middleware, in the same order, as they read in ``description``.
    public let scopes: [String]
    /// Whether an interactor is registered for the request type.
    public let isRegistered: Bool

    init(
        requestType: any UseCaseRequest.Type,
        middleware: [(name: String, scope: MiddlewareScope)],
        isRegistered: Bool
    ) {
        self.requestType = requestType
        self.middleware = middleware.map(\.name)
        self.scopes = middleware.map(\.scope.description)
        self.isRegistered = isRegistered
    }

    /// One line per middleware, numbered from the outermost, then the interactor.
    public var description: String {
        var lines = ["Pipeline of \(String(reflecting: requestType)):"]
        for (index, name) in middleware.enumerated() {
            lines.append("  \(index + 1). \(name) (\(scopes[index]))")
        }
        lines.append(isRegistered ? "  then the interactor" : "  then no interactor: none is registered")
        return lines.joined(separator: "\n")
    }
}
