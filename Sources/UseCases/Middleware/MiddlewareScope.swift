/// Which request types a middleware runs for: all of them, one, or those that conform to a protocol.
///
/// ```swift
/// func addScopedMiddleware(to executor: InteractorExecutor, session: Session) {
///     executor.use(LoggingMiddleware { event in print(event) }, for: .allRequests)
///     executor.use(TimeoutMiddleware(after: .seconds(30)), for: .requests(ofType: LoadProfileRequest.self))
///     executor.use(RequireLogin(session: session), for: .requests(conformingTo: (any RequiresLogin.Type).self))
/// }
/// ```
///
/// The executor decides which middleware apply to a request type when the type's interactor is registered
/// or middleware is added, never on each execution. It also checks the scopes then: once an interactor is
/// registered, every change of the interactors or the middleware reports each scope that matches no
/// registered request type to the diagnostics handler, once
/// (``InteractorDiagnostic/Kind/unmatchedMiddleware``). So a scoped middleware is reported when it is added,
/// or another interactor is registered, while none of the request types it is meant for is registered yet:
/// register the interactors first, then add the middleware.
public struct MiddlewareScope: Sendable, CustomStringConvertible {
    /// Whether the scope covers a request type. Runs under the registry's lock: only casts, no user code.
    let matches: @Sendable (any InteractorRequest.Type) -> Bool
    /// Whether the scope covers every request type, so that it can never match nothing.
    let isAll: Bool
    /// The type the scope names, for a diagnostic: the request type, or the protocol's metatype.
    let subject: any Any.Type

    /// How the scope reads in a pipeline's description, such as `requests conforming to RequiresLogin`.
    public let description: String

    /// Every request type.
    public static let allRequests = MiddlewareScope(
        matches: { _ in true }, isAll: true, subject: (any InteractorRequest).self, description: "all requests")

    /// One request type.
    ///
    /// - Parameter requestType: The request type, such as `LoadProfileRequest.self`.
    /// - Returns: A scope that covers that type and no other, not even a subclass.
    public static func requests<Request: InteractorRequest>(ofType requestType: Request.Type) -> MiddlewareScope {
        MiddlewareScope(
            matches: { $0 == requestType }, isAll: false, subject: requestType,
            description: String(reflecting: requestType))
    }

    /// Every request type that conforms to a protocol.
    ///
    /// Pass the protocol's *metatype*, `(any RequiresLogin.Type).self`; Swift cannot check a conformance from
    /// `(any RequiresLogin).self`, so that spelling matches no type, and the executor reports it.
    ///
    /// - Parameter protocolMetatype: `(any P.Type).self` for the protocol `P`.
    /// - Returns: A scope that covers every request type that conforms to `P`.
    public static func requests<Metatype>(conformingTo protocolMetatype: Metatype.Type) -> MiddlewareScope {
        let name = String(describing: protocolMetatype)
        let protocolName = name.hasSuffix(".Type") ? String(name.dropLast(".Type".count)) : name
        return MiddlewareScope(
            matches: { ($0 as Any) is Metatype }, isAll: false, subject: protocolMetatype,
            description: "requests conforming to \(protocolName)")
    }
}
