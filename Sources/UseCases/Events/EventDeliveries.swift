/// The deliveries of one event type, in the order they run: the listeners that received it when the type
/// was published, each behind the middleware that applies to the type.
///
/// `EventListeners` makes it from its state machine's listeners and keeps it until they or the middleware
/// change, so publishing an event is one lookup and a loop. With no middleware for the type, a delivery
/// calls the listener directly; with some, it runs a `Registration` behind them, as an execution does.
@usableFromInline
final class EventDeliveries<Event: InteractorEvent>: AnyEventDeliveries {
    /// How one listener is reached.
    @usableFromInline
    enum Delivery: Sendable {
        /// No middleware applies: the listener, called through its own conformance.
        case direct(any EventListener<Event>)
        /// Through the middleware: a registration whose pipeline ends in the listener's call.
        case behindMiddleware(Registration<Event>)
    }

    @usableFromInline
    let deliveries: [Delivery]
    /// Each listener's name, beside its delivery: read only for a failure.
    @usableFromInline
    let names: [String]

    init(deliveries: [Delivery], names: [String]) {
        self.deliveries = deliveries
        self.names = names
    }

    /// Runs every delivery, one after another on the publisher's actor, and throws the failures together.
    ///
    /// Every listener runs, whatever the ones before it threw. When some failed because the publisher's task
    /// was cancelled, the error is ``InteractorError/Code/cancelled``.
    // Always inlined into `publish`, which is isolated to the same actor: left to the optimizer, it stayed a call
    // of its own, whose frame and hop onto the actor each publish paid (Benchmarks/README.md, "Events").
    @inlinable @inline(__always)
    func deliver(
        _ event: Event,
        diagnostics: @escaping @Sendable (InteractorDiagnostic) -> Void,
        isolation: isolated (any Actor)?
    ) async throws(InteractorError) {
        var failures: [InteractorError.ListenerFailure] = []
        for index in deliveries.indices {
            switch deliveries[index] {
            case .direct(let listener):
                do {
                    try await listener.handle(event)
                } catch {
                    let name = names[index]
                    let wrapped = InteractorError(wrapping: error, requestType: Event.self, listener: name)
                    failures.append(InteractorError.ListenerFailure(listener: name, error: wrapped))
                }
            case .behindMiddleware(let registration):
                let outcome = await registration.outcome(
                    for: event, route: nil,
                    diagnostics: DiagnosticReporter(handler: diagnostics, requestType: Event.self),
                    isolation: isolation)
                if case .failure(let error) = outcome {
                    failures.append(InteractorError.ListenerFailure(listener: names[index], error: error))
                }
            }
        }
        guard failures.isEmpty else {
            // Cancelled: only when every failure is the cancellation's, so that no listener's own error is lost.
            let cancelledOnly = Task.isCancelled && failures.allSatisfy { $0.error.code == .cancelled }
            throw cancelledOnly ? .cancelled(Event.self) : .listenersFailed(Event.self, failures)
        }
    }
}

/// An ``EventDeliveries`` of any event type, as `EventListeners` keeps it.
protocol AnyEventDeliveries: AnyObject, Sendable {}
