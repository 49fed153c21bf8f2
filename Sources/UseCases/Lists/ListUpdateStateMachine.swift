/// The order of a list view's updates: pure. It keeps what the view shows, holds back a new list while the view
/// animates the one before, and checks the view's count of rows before every batch.
///
/// A table or collection view crashes when a batch does not fit the rows it counted ("Invalid update: invalid
/// number of rows"): when two updates race, when the data source changed before the batch, or when something
/// else changed the view. The queue rules these out:
/// - The data source reads ``shown``, which changes only when the queue hands the view an update.
/// - A list that arrives while the view animates waits; lists that arrive meanwhile fold into one, the last,
///   which the view animates from what it shows once the animation before has ended.
/// - Before each batch, the view's count of rows is checked against the rows it was shown last; when they
///   differ, the view reloads instead (``ListUpdate/outOfStep(viewRowCounts:shownRowCounts:)``).
/// - A queue of ``MutableListSection``s made with ``ListSectionMoves/inTwoBatches`` shows a section that moves
///   while its rows change in the two batches of ``SectionedListChanges/batches(from:to:)``: ``shown`` is the
///   first batch's list until the second batch goes, and the new list waits meanwhile, so a list that arrives
///   before the second batch replaces it.
///
/// ``ListUpdater`` drives a queue for a view; a test can drive one by hand:
///
/// ```swift
/// func firstUpdate(of books: [Book], after shown: [Book]) -> ListUpdate? {
///     var queue = ListUpdateStateMachine(rows: shown)
///     queue.receive(books)
///     return queue.next(viewRowCounts: { [shown.count] }, canAnimate: true)
/// }
/// ```
public struct ListUpdateStateMachine<Element> {
    /// What the view shows, as far as its data source is concerned: what the data source reads.
    public private(set) var shown: [Element]
    /// Whether the view is animating a batch, until ``updateEnded()``.
    public private(set) var isAnimating = false
    /// The last list received and not yet shown.
    private var waiting: [Element]?
    /// The batches still to apply to show `waiting`, once the first of two has gone; empty otherwise.
    private var waitingBatches: [ListBatch<Element>] = []
    /// How many rows each section of a list has.
    private let rowCounts: ([Element]) -> [Int]
    /// The batches from one list to another.
    private let batches: ([Element], [Element]) -> [ListBatch<Element>]

    @usableFromInline
    init(
        shown: [Element],
        rowCounts: @escaping ([Element]) -> [Int],
        batches: @escaping ([Element], [Element]) -> [ListBatch<Element>]
    ) {
        self.shown = shown
        self.rowCounts = rowCounts
        self.batches = batches
    }

    /// Whether a list waits to be shown.
    public var hasWaiting: Bool { waiting != nil }

    /// Takes the list to show next; it replaces any list still waiting.
    ///
    /// - Parameter elements: The rows, or sections, to show.
    public mutating func receive(_ elements: [Element]) {
        waiting = elements
        waitingBatches = []
    }

    /// What the view does to show the waiting list; `nil` while it animates, when no list waits, or when the
    /// waiting list shows the same as ``shown``.
    ///
    /// Once this returns an update, ``shown`` is the new list, which the data source reads from then on; or,
    /// for the first of two batches, the list between them, and the new list waits for the second.
    ///
    /// - Parameters:
    ///   - viewRowCounts: How many rows the view counts in each section now (UIKit's
    ///     `numberOfRows(inSection:)`), asked only when the view is to animate.
    ///   - canAnimate: Whether the view can animate now; `false` when it is off screen.
    /// - Returns: The update to make, or `nil` for none.
    public mutating func next(viewRowCounts: () -> [Int], canAnimate: Bool) -> ListUpdate? {
        guard !isAnimating, let new = waiting else { return nil }
        var batches = waitingBatches
        waiting = nil
        waitingBatches = []
        let old = shown
        shown = new
        guard canAnimate else { return .reload }
        let counted = viewRowCounts()
        let expected = rowCounts(old)
        guard counted == expected else { return .outOfStep(viewRowCounts: counted, shownRowCounts: expected) }
        if batches.isEmpty {
            batches = self.batches(old, new)
        }
        let batch = batches.removeFirst()
        if !batches.isEmpty {  // The first of two: the new list waits for the second.
            shown = batch.shown
            waiting = new
            waitingBatches = batches
        }
        guard !batch.changes.isEmpty else { return nil }  // Only when there is no batch after it.
        isAnimating = true
        return .animate(batch.changes)
    }

    /// Records that the view's batch has ended its animation, so the next list can go.
    public mutating func updateEnded() {
        isAnimating = false
    }
}

/// Not `Sendable`: it holds the closures that count and compare its lists, which its owner, a view's
/// ``ListUpdater`` on the main actor, calls.
@available(*, unavailable)
extension ListUpdateStateMachine: Sendable {}

extension ListUpdateStateMachine where Element: Identifiable & Equatable {
    /// Creates a queue for a list of rows in one section.
    ///
    /// - Parameter rows: The rows the view shows first.
    @inlinable  // So the diff it keeps is specialized in the app's module, as the one in ListChanges.
    public init(rows: [Element]) {
        self.init(
            shown: rows,
            rowCounts: { [$0.count] },
            batches: {
                [ListBatch(shown: $1, changes: SectionedListChanges(ListChanges(from: $0, to: $1), inSection: 0))]
            }
        )
    }
}

extension ListUpdateStateMachine where Element: ListSection {
    /// Creates a queue for a list of sections.
    ///
    /// - Parameter sections: The sections the view shows first.
    @inlinable  // So the diff it keeps is specialized in the app's module, as the one in ListChanges.
    public init(sections: [Element]) {
        self.init(
            shown: sections,
            rowCounts: { $0.map(\.rows.count) },
            batches: { [ListBatch(shown: $1, changes: SectionedListChanges(from: $0, to: $1))] }
        )
    }
}

extension ListUpdateStateMachine where Element: MutableListSection {
    /// Creates a queue for a list of sections, saying how its view shows a section that moves while its rows
    /// change.
    ///
    /// - Parameters:
    ///   - sections: The sections the view shows first.
    ///   - sectionMoves: ``ListSectionMoves/rebuilt`` for one batch, as ``init(sections:)`` does, or
    ///     ``ListSectionMoves/inTwoBatches`` for the batches of ``SectionedListChanges/batches(from:to:)``.
    @inlinable  // So the diff it keeps is specialized in the app's module, as the one in ListChanges.
    public init(sections: [Element], sectionMoves: ListSectionMoves) {
        switch sectionMoves {
        case .rebuilt:
            self.init(sections: sections)
        case .inTwoBatches:
            self.init(
                shown: sections,
                rowCounts: { $0.map(\.rows.count) },
                batches: { SectionedListChanges.batches(from: $0, to: $1) }
            )
        }
    }
}

extension SectionedListChanges {
    /// The changes of a list of rows, as the changes of one section's rows.
    @usableFromInline
    init(_ changes: ListChanges<Int>, inSection section: Int) {
        let path = { ListIndexPath(section: section, row: $0) }
        self.init(
            rows: ListChanges(
                deletions: changes.deletions.map(path),
                insertions: changes.insertions.map(path),
                moves: changes.moves.map { ListMove(from: path($0.from), to: path($0.to)) },
                reloads: changes.reloads.map(path)
            )
        )
    }
}
