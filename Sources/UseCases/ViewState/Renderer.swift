/// An attached view's render closure. Its ``ViewAttachment`` keeps it alive; the ``Screen``, ``Field`` or
/// ``FieldLabel`` it is attached to refers to it weakly.
@MainActor
final class Renderer<ViewModel> {
    let render: (ViewModel) -> Void

    init(_ render: @escaping (ViewModel) -> Void) {
        self.render = render
    }

    /// A render closure that also takes the view model shown before, which it keeps, and skips a repeat. The
    /// closure keeps it, not an enum case beside the plain closure: switching over a generic enum on every
    /// render made a screen's `send` with one view slower (see "Lists" in Benchmarks/README.md).
    init(withPrevious render: @escaping (ViewModel?, ViewModel) -> Void) where ViewModel: Equatable {
        var shown: ViewModel?
        self.render = { viewModel in
            guard shown != viewModel else { return }
            let previous = shown
            shown = viewModel  // Before rendering, which may send commands.
            render(previous, viewModel)
        }
    }
}
