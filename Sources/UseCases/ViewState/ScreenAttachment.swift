/// A view attached to a ``Screen``: it receives every new view model until it detaches or is released.
///
/// Keep it as long as the view shows the screen, and detach when the view is reused for another one, such
/// as a table cell:
///
/// ```swift
/// attachment?.detach()
/// attachment = screen.attach { [weak self] viewModel in self?.render(viewModel) }
/// ```
@MainActor
public final class ScreenAttachment {
    /// Whether the view still receives view models: `true` until ``detach()``.
    public private(set) var isAttached = true

    init() {}

    /// Stops sending view models to the view; the screen keeps running.
    public func detach() {
        isAttached = false
    }
}
