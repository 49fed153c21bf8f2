/// A view that shows a list and animates its changes in batches: what a ``ListUpdater`` updates.
///
/// `UITableView`, `UICollectionView` and `NSTableView` conform already. A view of your own conforms with four
/// members; its data source reads the updater's ``ListUpdater/shown``.
@MainActor
public protocol ListUpdatingView: AnyObject {
    /// How many rows the view counts now, section by section: for UIKit, `numberOfRows(inSection:)` of each
    /// of its `numberOfSections`.
    var listRowCounts: [Int] { get }

    /// Whether the view can animate now: `false` while it is off screen.
    var canAnimateListChanges: Bool { get }

    /// Reloads every row from the data source, without animation.
    func reloadList()

    /// Applies changes in one batch, then reloads the changed rows and sections right after it.
    ///
    /// Sections and rows are deleted, inserted and moved in one batch (UIKit's `performBatchUpdates`); the
    /// reloads follow once the batch has been handed over, not when its animation ends.
    ///
    /// - Parameters:
    ///   - changes: The changes, in the coordinates of ``SectionedListChanges``.
    ///   - completion: What to call once the batch's animation has ended.
    func applyListChanges(_ changes: SectionedListChanges, completion: @escaping @MainActor () -> Void)
}
