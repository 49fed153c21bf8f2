/// A listener's call, typed by the events it receives, in a class of its own.
///
/// Finding whether a listener receives an event type casts this object, rather than the function it holds:
/// casting a function reabstracts it, wrapping it in a thunk for each side of the cast, and each thunk costs
/// an asynchronous call at every delivery (see `Benchmarks/README.md`, "Events").
@usableFromInline
final class ListenerCall<Received>: Sendable {
    /// Calls the listener with an event.
    @usableFromInline
    let call: @Sendable (Received) async throws -> Void

    @inlinable
    init(_ call: @escaping @Sendable (Received) async throws -> Void) {
        self.call = call
    }
}
