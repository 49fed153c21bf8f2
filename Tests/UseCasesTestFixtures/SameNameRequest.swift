public import UseCases

/// A request type whose name, `SameNameRequest`, is also used by a type in the test module.
///
/// The executor must keep the two apart although their names (and descriptions) match.
public struct SameNameRequest: InteractorRequest {
    /// The fixture's response.
    public typealias Response = String

    /// Creates the request.
    public init() {}
}
