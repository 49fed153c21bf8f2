/// A view attached to a ``Screen``: it receives every new view model until it is cancelled or released.
///
/// Keep it as long as the view shows the screen, and cancel it when the view is reused for another one, such
/// as a table cell:
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
/// The attachment owns the render closure, and the screen refers to it weakly: a render closure may use the
/// screen, such as to send a command, without keeping it alive.
@MainActor
public final class ScreenAttachment {
    /// The render closure, typed by the screen; `nil` once cancelled.
    private var renderer: AnyObject?

    init(_ renderer: AnyObject) {
        self.renderer = renderer
    }

    /// Whether the view still receives view models: `true` until ``cancel()``.
    public var isAttached: Bool { renderer != nil }

    /// Stops sending view models to the view, and lets go of its render closure; the screen keeps running.
    public func cancel() {
        renderer = nil
    }

}
