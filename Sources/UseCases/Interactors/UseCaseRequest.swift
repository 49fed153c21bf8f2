/// What the executor runs through a pipeline of middleware: a plain request (``InteractorRequest``) or a
/// streamed one (``StreamRequest``).
///
/// Conform your requests to ``InteractorRequest`` or ``StreamRequest``, never to this protocol alone. It is
/// the type that middleware is generic over (``Middleware/intercept(_:next:)``), and what scopes, pipeline
/// descriptions and execution events name, so that one middleware runs around every kind of use case. Each
/// kind has its own way to be executed: `execute` takes an ``InteractorRequest`` and `stream` a
/// ``StreamRequest``, so a streamed use case can never be executed as a plain one by mistake.
public protocol UseCaseRequest: Sendable {
    /// What the use case answers with when it ends; `Void` when it has nothing to return.
    associatedtype Response: Sendable = Void
}
