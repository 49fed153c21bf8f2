/// A view attached to a ``Screen``, a ``Field`` or a ``FieldLabel``: it is rendered until the attachment is
/// cancelled or released.
///
/// Keep it as long as the view shows what it is attached to, and cancel it when the view is reused for
/// another one, such as a table cell:
///
/// ```swift
/// extension ProfileView {
///     func show(_ screen: Screen<ProfileReducer>) {
///         attachment?.cancel()
///         attachment = screen.attach { [weak self] viewModel in self?.render(viewModel) }
///     }
/// }
/// ```
///
/// The attachment owns the render closure, and what it is attached to refers to it weakly: a render
/// closure may use the screen or the field, such as to send a command, without keeping it alive. A screen
/// renders every view attached to it; a field or a label renders one, the last attached, and cancels the
/// attachment of the one before.
@MainActor
public final class ViewAttachment {
    /// The render closure, a ``Renderer`` typed by what it renders; `nil` once cancelled.
    private var renderer: AnyObject?

    init(_ renderer: AnyObject) {
        self.renderer = renderer
    }

    /// Whether the view is still rendered: `false` after ``cancel()``, and, for a field or a label, after
    /// another view attached.
    public var isAttached: Bool {
        renderer != nil
    }

    /// Stops rendering the view and lets go of its render closure; what it was attached to keeps running.
    /// Later calls do nothing.
    public func cancel() {
        renderer = nil
    }
}
