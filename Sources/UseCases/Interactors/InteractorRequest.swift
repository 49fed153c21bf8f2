/// The input of one use case, typed with the response its interactor produces.
///
/// A request carries the parameters of one execution. It may be a struct or a final class; the executor
/// finds the interactor by the request's type alone, so any number of request types can share a name or a
/// description. A request whose use case answers with nothing keeps the default `Response` of `Void`.
///
/// The type that counts is the request's *static* type where `execute` is called, not the type of the
/// object at run time: `let request: BaseRequest = DerivedRequest()` goes to the interactor registered for
/// `BaseRequest`. Give each use case its own struct (or final class) and the two are always the same.
///
/// ```swift
/// struct LoginUserRequest: InteractorRequest, Equatable {
///     typealias Response = LoginUserResponse
///     var email: String
///     var password: String
/// }
/// ```
///
/// ## Implementation requirements
/// Requests and responses cross from the caller to the interactor and back, possibly between threads, so
/// both are `Sendable`: prefer structs with `let`/`var` properties of value types.
public protocol InteractorRequest: UseCaseRequest {}
