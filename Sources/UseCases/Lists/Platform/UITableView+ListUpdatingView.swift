#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension UITableView: ListUpdatingView {
        /// How many rows the table counts in each of its sections.
        public var listRowCounts: [Int] { (0..<numberOfSections).map { numberOfRows(inSection: $0) } }

        /// Whether the table is in a window.
        public var canAnimateListChanges: Bool { window != nil }

        /// Reloads the table with `reloadData()`.
        public func reloadList() { reloadData() }

        /// Applies changes in one `performBatchUpdates`, then reloads the changed sections and reconfigures the
        /// changed rows.
        ///
        /// - Parameters:
        ///   - changes: The changes, in the coordinates of ``SectionedListChanges``.
        ///   - completion: What to call once the batch's animation has ended.
        public func applyListChanges(_ changes: SectionedListChanges, completion: @escaping @MainActor () -> Void) {
            let path = { (path: ListIndexPath) in IndexPath(row: path.row, section: path.section) }
            performBatchUpdates {
                self.deleteSections(IndexSet(changes.sections.deletions), with: .fade)
                self.insertSections(IndexSet(changes.sections.insertions), with: .fade)
                for move in changes.sections.moves { self.moveSection(move.from, toSection: move.to) }
                self.deleteRows(at: changes.rows.deletions.map(path), with: .fade)
                self.insertRows(at: changes.rows.insertions.map(path), with: .fade)
                for move in changes.rows.moves { self.moveRow(at: path(move.from), to: path(move.to)) }
            } completion: { _ in
                MainActor.assumeIsolated { completion() }  // UIKit calls it on the main thread.
            }
            reloadSections(IndexSet(changes.sections.reloads), with: .none)
            reconfigureRows(at: changes.rows.reloads.map(path))
        }
    }

    extension UICollectionView: ListUpdatingView {
        /// How many items the collection view counts in each of its sections.
        public var listRowCounts: [Int] { (0..<numberOfSections).map { numberOfItems(inSection: $0) } }

        /// Whether the collection view is in a window.
        public var canAnimateListChanges: Bool { window != nil }

        /// Reloads the collection view with `reloadData()`.
        public func reloadList() { reloadData() }

        /// Applies changes in one `performBatchUpdates`, then reloads the changed sections and reconfigures the
        /// changed items.
        ///
        /// - Parameters:
        ///   - changes: The changes, in the coordinates of ``SectionedListChanges``.
        ///   - completion: What to call once the batch's animation has ended.
        public func applyListChanges(_ changes: SectionedListChanges, completion: @escaping @MainActor () -> Void) {
            let path = { (path: ListIndexPath) in IndexPath(item: path.row, section: path.section) }
            performBatchUpdates {
                self.deleteSections(IndexSet(changes.sections.deletions))
                self.insertSections(IndexSet(changes.sections.insertions))
                for move in changes.sections.moves { self.moveSection(move.from, toSection: move.to) }
                self.deleteItems(at: changes.rows.deletions.map(path))
                self.insertItems(at: changes.rows.insertions.map(path))
                for move in changes.rows.moves { self.moveItem(at: path(move.from), to: path(move.to)) }
            } completion: { _ in
                MainActor.assumeIsolated { completion() }  // UIKit calls it on the main thread.
            }
            reloadSections(IndexSet(changes.sections.reloads))
            reconfigureItems(at: changes.rows.reloads.map(path))
        }
    }
#endif
