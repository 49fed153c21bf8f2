/// What the executor runs through a pipeline of middleware: a plain request (``InteractorRequest``), a
/// streamed one (``StreamRequest``), or an event on its way to each listener (``InteractorEvent``).
///
/// Conform your types to ``InteractorRequest``, ``StreamRequest`` or ``InteractorEvent``, never to this
/// protocol alone. It is the type that middleware is generic over (``Middleware/intercept(_:next:)``), and
/// what scopes, pipeline descriptions and execution records name, so that one middleware runs around every
/// kind. Each kind has its own way to be run: `execute` takes an ``InteractorRequest``, `stream` a
/// ``StreamRequest`` and `publish` an ``InteractorEvent``, so a streamed use case can never be executed as a
/// plain one by mistake.
public protocol UseCaseRequest: Sendable {
    /// What the use case answers with when it ends; `Void` when it has nothing to return.
    associatedtype Response: Sendable = Void
}
