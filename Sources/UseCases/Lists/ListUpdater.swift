/// Updates a list view as new rows come, one batch at a time, so the view cannot be handed a batch it refuses.
///
/// Give it each new list with ``show(_:)``, and let the view's data source read ``shown``. It runs a
/// ``ListUpdateStateMachine``: a list that comes while the view animates waits, the lists that wait fold into one,
/// and each batch is checked against the rows the view counts first. When they differ, the view reloads
/// instead, and the first time this happens the updater reports
/// ``InteractorDiagnostic/Kind/listOutOfStep`` to its diagnostics handler.
///
/// ```swift
/// @MainActor
/// final class BookList {
///     let updater: ListUpdater<Book>
///
///     init(view: some ListUpdatingView) {
///         updater = ListUpdater(rows: [], view: view)
///     }
///
///     func render(_ viewModel: SearchReducer.ViewModel) {
///         updater.show(viewModel.books)  // The data source reads updater.shown.
///     }
/// }
/// ```
@MainActor
public final class ListUpdater<Element> {
    private var queue: ListUpdateStateMachine<Element>
    private weak var view: (any ListUpdatingView)?
    private let diagnostics: @Sendable (InteractorDiagnostic) -> Void
    private var hasReportedOutOfStep = false

    @usableFromInline
    init(
        queue: ListUpdateStateMachine<Element>,
        view: any ListUpdatingView,
        diagnostics: @escaping @Sendable (InteractorDiagnostic) -> Void
    ) {
        self.queue = queue
        self.view = view
        self.diagnostics = diagnostics
    }

    /// What the view shows: what its data source reads, for counts and for cells.
    public var shown: [Element] { queue.shown }

    /// Shows a new list: at once, or once the view's animation in progress has ended.
    ///
    /// - Parameter elements: The rows, or sections, to show.
    public func show(_ elements: [Element]) {
        queue.receive(elements)
        advance()
    }

    /// Hands the view the next update, if there is one and the view is not animating.
    private func advance() {
        guard let view else { return }
        let update = queue.next(viewRowCounts: { view.listRowCounts }, canAnimate: view.canAnimateListChanges)
        switch update {
        case nil:
            return
        case .reload:
            view.reloadList()
        case .outOfStep:
            if !hasReportedOutOfStep {
                hasReportedOutOfStep = true
                diagnostics(InteractorDiagnostic(kind: .listOutOfStep, requestType: Element.self))
            }
            view.reloadList()
        case .animate(let changes):
            view.applyListChanges(changes) { [weak self] in
                self?.queue.updateEnded()
                self?.advance()
            }
        }
    }
}

extension ListUpdater where Element: Identifiable & Equatable {
    /// Creates an updater for a list of rows in one section.
    ///
    /// - Parameters:
    ///   - rows: The rows the view shows first; its data source reads them from ``shown``.
    ///   - view: The view to update; the updater holds it weakly.
    ///   - diagnostics: Where to report a view that counted other rows than it was shown: the handler given
    ///     to the app's ``InteractorExecutor``.
    @inlinable  // So the diff its queue keeps is specialized in the app's module.
    public convenience init(
        rows: [Element],
        view: some ListUpdatingView,
        diagnostics: @escaping @Sendable (InteractorDiagnostic) -> Void = InteractorDiagnostic.standardError
    ) {
        self.init(queue: ListUpdateStateMachine(rows: rows), view: view, diagnostics: diagnostics)
    }
}

extension ListUpdater where Element: ListSection {
    /// Creates an updater for a list of sections.
    ///
    /// - Parameters:
    ///   - sections: The sections the view shows first; its data source reads them from ``shown``.
    ///   - view: The view to update; the updater holds it weakly.
    ///   - diagnostics: Where to report a view that counted other rows than it was shown: the handler given
    ///     to the app's ``InteractorExecutor``.
    @inlinable  // So the diff its queue keeps is specialized in the app's module.
    public convenience init(
        sections: [Element],
        view: some ListUpdatingView,
        diagnostics: @escaping @Sendable (InteractorDiagnostic) -> Void = InteractorDiagnostic.standardError
    ) {
        self.init(queue: ListUpdateStateMachine(sections: sections), view: view, diagnostics: diagnostics)
    }
}

extension ListUpdater where Element: MutableListSection {
    /// Creates an updater for a list of sections, saying how its view shows a section that moves while its rows
    /// change.
    ///
    /// With ``ListSectionMoves/inTwoBatches``, such a section moves with its old rows in one batch, and its rows
    /// change in a second once the first has ended; meanwhile ``shown`` is the list between the two batches, so
    /// let the data source read ``shown`` and nothing else.
    ///
    /// - Parameters:
    ///   - sections: The sections the view shows first; its data source reads them from ``shown``.
    ///   - view: The view to update; the updater holds it weakly.
    ///   - sectionMoves: ``ListSectionMoves/rebuilt`` for one batch, or ``ListSectionMoves/inTwoBatches``.
    ///   - diagnostics: Where to report a view that counted other rows than it was shown: the handler given
    ///     to the app's ``InteractorExecutor``.
    @inlinable  // So the diff its queue keeps is specialized in the app's module.
    public convenience init(
        sections: [Element],
        view: some ListUpdatingView,
        sectionMoves: ListSectionMoves,
        diagnostics: @escaping @Sendable (InteractorDiagnostic) -> Void = InteractorDiagnostic.standardError
    ) {
        self.init(
            queue: ListUpdateStateMachine(sections: sections, sectionMoves: sectionMoves),
            view: view,
            diagnostics: diagnostics
        )
    }
}
