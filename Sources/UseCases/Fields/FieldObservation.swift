/// A ``FieldBinding``'s observation of its model: it lasts until it is cancelled or released.
///
/// It keeps its cancel closure, and what that closure captures, such as a ``ScreenAttachment``, until
/// ``cancel()``; releasing it releases them, so what they observe must stop when they are released, as a
/// screen's attachment does.
@MainActor
public final class FieldObservation {
    private var onCancel: (() -> Void)?

    /// Creates an observation that ends by calling `cancel`, once, or by being released.
    ///
    /// - Parameter cancel: Stops observing the model, such as by cancelling a ``ScreenAttachment`` it
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
