/// The deliveries of one event type, in the order they run: the listeners that received it when the type
/// was published, each behind the middleware that applies to the type.
///
/// `EventListeners` makes it from its state machine's listeners and keeps it until they or the middleware
/// change, so publishing an event is one lookup and a loop.
@usableFromInline
final class EventDeliveries<Event: InteractorEvent>: AnyEventDeliveries {
    /// One listener's delivery: its name, and the registration that runs it behind the middleware.
    @usableFromInline
    struct Delivery: Sendable {
        @usableFromInline
        let name: String
        @usableFromInline
        let registration: Registration<Event>

        init(name: String, registration: Registration<Event>) {
            self.name = name
            self.registration = registration
        }
    }

    @usableFromInline
    let deliveries: [Delivery]

    init(deliveries: [Delivery]) {
        self.deliveries = deliveries
    }

    /// Runs every delivery, one after another on the publisher's actor, and throws the failures together.
    ///
    /// Every listener runs, whatever the ones before it threw. A publisher whose task is cancelled gets
    /// ``InteractorError/Code/cancelled`` once every listener ran (each saw the cancellation).
    @inlinable
    func deliver(
        _ event: Event,
        diagnostics: @escaping @Sendable (InteractorDiagnostic) -> Void,
        isolation: isolated (any Actor)?
    ) async throws(InteractorError) {
        var failures: [InteractorError.ListenerFailure] = []
        for delivery in deliveries {
            let outcome = await delivery.registration.outcome(
                for: event, route: nil,
                diagnostics: DiagnosticReporter(handler: diagnostics, requestType: Event.self),
                isolation: isolation)
            if case .failure(let error) = outcome {
                failures.append(InteractorError.ListenerFailure(listener: delivery.name, error: error))
            }
        }
        guard failures.isEmpty else {
            throw Task.isCancelled ? .cancelled(Event.self) : .listenersFailed(Event.self, failures)
        }
    }
}

/// An ``EventDeliveries`` of any event type, as `EventListeners` keeps it.
protocol AnyEventDeliveries: AnyObject, Sendable {}
