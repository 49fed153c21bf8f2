/// Which request types a middleware runs for: all of them, one, or those that conform to a protocol.
///
/// ```swift
/// func addScopedMiddleware(to executor: InteractorExecutor, session: Session) {
///     executor.use(LoggingMiddleware { record in print(record) }, for: .allRequests)
///     executor.use(TimeoutMiddleware(after: .seconds(30)), for: .requests(ofType: LoadProfileRequest.self))
///     executor.use(RequireLogin(session: session), for: .requests(conformingTo: (any RequiresLogin.Type).self))
/// }
/// ```
///
/// The executor decides which middleware apply to a request type when the type's interactor is registered
/// or middleware is added, never on each execution. It also checks the scopes then, and reports to the
/// diagnostics handler, once per middleware (``InteractorDiagnostic/Kind/unmatchedMiddleware``):
/// - when middleware is added, a scope that can match no request type at all, such as a protocol given as
///   `(any P).self` instead of `(any P.Type).self`;
/// - when middleware is added or an interactor unregistered while interactors are registered, a scope that
///   matches none of them.
///
/// Registering an interactor never reports, so the interactors may be registered in any order; register them
/// before adding scoped middleware, so that the check sees them.
public struct MiddlewareScope: Sendable, CustomStringConvertible {
    /// Whether the scope covers a request type. Runs under the registry's lock: only casts, no user code.
    let matches: @Sendable (any UseCaseRequest.Type) -> Bool
    /// Whether the scope covers every request type, so that it can never match nothing.
    let isAll: Bool
    /// Whether some request type could match: `false` for a protocol scope given a type that is not a
    /// metatype, such as `(any P).self`, which no request type is an instance of.
    let canMatch: Bool
    /// The type the scope names, for a diagnostic: the request type, or the protocol's metatype.
    let subject: any Any.Type

    /// How the scope reads in a pipeline's description, such as `requests conforming to RequiresLogin`.
    public let description: String

    /// Every request type.
    public static let allRequests = MiddlewareScope(
        matches: { _ in true }, isAll: true, canMatch: true, subject: (any UseCaseRequest).self,
        description: "all requests")

    /// One request type.
    ///
    /// - Parameter requestType: The request type, such as `LoadProfileRequest.self`.
    /// - Returns: A scope that covers that type and no other, not even a subclass.
    public static func requests<Request: UseCaseRequest>(ofType requestType: Request.Type) -> MiddlewareScope {
        MiddlewareScope(
            matches: { $0 == requestType }, isAll: false, canMatch: true, subject: requestType,
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
        // A request type, the value matched, is a metatype: only a metatype type (`any P.Type`), or `Any`, can
        // have it as an instance.
        let isMetatype = name.hasSuffix(".Type")
        let protocolName = isMetatype ? String(name.dropLast(".Type".count)) : name
        return MiddlewareScope(
            matches: { ($0 as Any) is Metatype }, isAll: false, canMatch: isMetatype || Metatype.self == Any.self,
            subject: protocolMetatype, description: "requests conforming to \(protocolName)")
    }
}
