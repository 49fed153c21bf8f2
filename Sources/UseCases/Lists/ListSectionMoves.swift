/// How a list view shows a section that moves while its rows change: what a ``ListUpdater`` of
/// ``MutableListSection``s is told.
///
/// UIKit cannot move a section and delete, insert or move rows in it in the same batch.
public enum ListSectionMoves: Hashable, Sendable {
    /// The section is deleted and inserted again with its new rows, in one batch, as
    /// ``SectionedListChanges/init(from:to:)`` does: the default. The data source reads the new list
    /// throughout.
    case rebuilt
    /// The section moves with its old rows in one batch, and its rows change in a second, as
    /// ``SectionedListChanges/batches(from:to:)`` does. Between the two, the data source reads a list no view
    /// model holds: the new sections with their old rows.
    case inTwoBatches
}
