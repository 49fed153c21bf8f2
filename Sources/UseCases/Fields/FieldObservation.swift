#if canImport(Observation)
    import Observation
#endif

/// A ``FieldBinding``'s observation of its model: it lasts until it is cancelled or released.
///
/// It keeps its cancel closure, and what that closure captures, such as a ``ViewAttachment``, until
/// ``cancel()``; releasing it releases them, so what they observe must stop when they are released, as a
/// screen's attachment does.
@MainActor
public final class FieldObservation {
    private var onCancel: (() -> Void)?

    /// Creates an observation that ends by calling `cancel`, once, or by being released.
    ///
    /// - Parameter cancel: Stops observing the model, such as by cancelling a ``ViewAttachment`` it
    ///   captures.
    public init(cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    /// Stops observing the model; later calls do nothing.
    public func cancel() {
        let cancel = onCancel
        onCancel = nil
        cancel?()
    }
}

// MARK: - The observations the package makes

extension FieldObservation {
    /// Observes a screen: `changed` is called after each new view model, and once at once.
    convenience init<Reducer: ScreenReducer>(of screen: Screen<Reducer>, calling changed: @escaping () -> Void) {
        let attachment = screen.attach { _ in changed() }
        self.init { attachment.cancel() }
    }

    #if canImport(Observation)
        /// Observes one property of an observable object: `changed` is called on the main actor after each
        /// change.
        convenience init<Model: AnyObject & Observable, Value>(
            of model: Model, _ property: KeyPath<Model, Value>, calling changed: @escaping () -> Void
        ) {
            let observer = ModelObserver(model, property, changed)
            observer.track()
            self.init { observer.cancel() }
        }
    #endif
}
