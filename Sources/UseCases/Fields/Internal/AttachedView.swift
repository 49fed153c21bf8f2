/// The one view attached to a field or a label: the last one attached. Its attachment keeps its render
/// closure alive; this refers to both weakly, so a view that goes away detaches itself.
@MainActor
struct AttachedView<State> {
    private weak var attachment: ViewAttachment?
    private var renderer: Weak<Renderer<State>>?

    /// Attaches a view in place of the one before, whose attachment is cancelled.
    ///
    /// - Returns: The new view's attachment.
    mutating func attach(_ render: @escaping (State) -> Void) -> ViewAttachment {
        attachment?.cancel()
        let renderer = Renderer(render)
        let attachment = ViewAttachment(renderer)
        self.renderer = Weak(renderer)
        self.attachment = attachment
        return attachment
    }

    /// The attached view's render closure; `nil` when no view is attached.
    var render: ((State) -> Void)? {
        renderer?.value?.render
    }
}
