#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit

    /// A table of one section: the rows of section 0.
    extension NSTableView: ListUpdatingView {
        /// How many rows the table counts, as its one section.
        public var listRowCounts: [Int] { [numberOfRows] }

        /// Whether the table is in a window.
        public var canAnimateListChanges: Bool { window != nil }

        /// Reloads the table with `reloadData()`.
        public func reloadList() { reloadData() }

        /// Applies the rows' changes between `beginUpdates()` and `endUpdates()`, then reloads the changed rows.
        ///
        /// AppKit reads each call's indexes after the calls before it, where UIKit reads a batch's against the
        /// old and the new list. A moved row is therefore removed with the deleted ones, at its old index, and
        /// inserted with the new ones, at its new index: it fades out and in rather than slides.
        ///
        /// - Parameters:
        ///   - changes: The changes, of section 0's rows.
        ///   - completion: What to call once the animation has ended.
        public func applyListChanges(_ changes: SectionedListChanges, completion: @escaping @MainActor () -> Void) {
            let rows = changes.rows
            NSAnimationContext.runAnimationGroup { _ in
                self.beginUpdates()
                self.removeRows(
                    at: IndexSet(rows.deletions.map(\.row) + rows.moves.map(\.from.row)), withAnimation: .effectFade)
                self.insertRows(
                    at: IndexSet(rows.insertions.map(\.row) + rows.moves.map(\.to.row)), withAnimation: .effectFade)
                self.endUpdates()
            } completionHandler: {
                MainActor.assumeIsolated { completion() }  // AppKit calls it on the main thread.
            }
            reloadData(forRowIndexes: IndexSet(rows.reloads.map(\.row)), columnIndexes: IndexSet(0..<numberOfColumns))
        }
    }
#endif
