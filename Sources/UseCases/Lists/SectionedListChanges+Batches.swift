extension SectionedListChanges {
    /// Finds the changes from one list of sections to another as batches to apply one after the other: one, or
    /// two when a section moves while its rows change.
    ///
    /// ``init(from:to:)`` deletes and inserts such a section, with its rows, in one batch, because UIKit cannot
    /// move a section and change its rows in the same batch. Here, when ``init(from:to:)`` would rebuild a
    /// section, the changes come in two batches instead:
    /// 1. The sections: deleted, inserted and moved, their headers reloaded. The rows do not change: a section in
    ///    both lists keeps its old rows, and an inserted one comes empty. That list, the new sections in their
    ///    new order with their old rows, is the first batch's ``ListBatch/shown``.
    /// 2. The rows: every row deleted, inserted, moved (between sections too) and reloaded, against the sections
    ///    as the first batch left them, and no change to the sections. Its ``ListBatch/shown`` is `new`.
    ///
    /// Each batch is ``init(from:to:)`` of the list before it and its own ``ListBatch/shown``, so everything
    /// ``init(from:to:)`` guarantees holds for each, and neither rebuilds a section. When no section would be
    /// rebuilt, the one batch is ``init(from:to:)``'s changes, and its ``ListBatch/shown`` is `new`.
    ///
    /// ```swift
    /// func monthBatches(from old: [MonthSection], to new: [MonthSection]) -> [ListBatch<MonthSection>] {
    ///     SectionedListChanges.batches(from: old, to: new)  // MonthSection is a MutableListSection.
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - old: The sections shown before, such as the previous view model's.
    ///   - new: The sections to show now.
    /// - Returns: One batch, or two; the last one's ``ListBatch/shown`` is `new`.
    @inlinable  // So the diffs it makes are specialized in the app's module, as the one in init(from:to:).
    public static func batches<Section: MutableListSection>(
        from old: [Section],
        to new: [Section]
    ) -> [ListBatch<Section>] {
        let changes = SectionedListChanges(from: old, to: new)
        let pairing = IdentityPairing(old: old, new: new)
        // Every old section that is not deleted is kept, moved or in place, unless it is rebuilt.
        let paired = pairing.newToOld.count { $0 >= 0 }
        guard old.count - changes.sections.deletions.count < paired else {
            return [ListBatch(shown: new, changes: changes)]
        }
        var sectionsMoved = new
        for index in sectionsMoved.indices {
            let partner = pairing.newToOld[index]
            sectionsMoved[index].rows = partner >= 0 ? old[partner].rows : []
        }
        return [
            ListBatch(shown: sectionsMoved, changes: SectionedListChanges(from: old, to: sectionsMoved)),
            ListBatch(shown: new, changes: SectionedListChanges(from: sectionsMoved, to: new)),
        ]
    }
}
