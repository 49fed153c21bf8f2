/// A view's attachment to a ``Field`` or a ``FieldLabel``: the view is rendered until the attachment is
/// cancelled or released, or another view attaches.
@MainActor
public final class FieldAttachment {
    private var renderer: AnyObject?

    init(_ renderer: AnyObject) {
        self.renderer = renderer
    }

    /// Whether the view is still attached: `false` after ``cancel()`` and after another view attached.
    public var isAttached: Bool {
        renderer != nil
    }

    /// Detaches the view; later calls do nothing.
    public func cancel() {
        renderer = nil
    }
}
