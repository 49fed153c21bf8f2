/// One batch of a list view's update: the changes to apply at once, and the list the data source shows from then
/// on.
///
/// ``SectionedListChanges/batches(from:to:)`` returns one batch, or two when a section moves while its rows
/// change; a ``ListUpdateStateMachine`` hands them to its view one at a time.
public struct ListBatch<Element> {
    /// The rows, or sections, the data source shows once the batch is applied.
    public var shown: [Element]
    /// The changes from the list shown before, in the coordinates of ``SectionedListChanges``.
    public var changes: SectionedListChanges

    /// Creates a batch from its parts, such as the batch a test expects.
    ///
    /// - Parameters:
    ///   - shown: The rows, or sections, the data source shows once the batch is applied.
    ///   - changes: The changes from the list shown before.
    @inlinable
    public init(shown: [Element], changes: SectionedListChanges) {
        self.shown = shown
        self.changes = changes
    }
}

extension ListBatch: Equatable where Element: Equatable {}

extension ListBatch: Hashable where Element: Hashable {}

extension ListBatch: Sendable where Element: Sendable {}
