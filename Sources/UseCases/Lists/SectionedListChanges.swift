/// The changes between an old and a new list of sections: the sections' own, and their rows', rows moving from
/// one section to another included.
///
/// ```swift
/// let changes = SectionedListChanges(from: previous.days, to: viewModel.days)
/// ```
///
/// Sections are matched by their `id`, and rows by theirs across all sections. ``sections`` are the changes
/// of the sections, with ``ListSection/header`` as their content; ``rows`` are the changes of the rows, by
/// ``ListIndexPath``, in the coordinates of ``ListChanges``: old index paths for deletions and the start of a
/// move, new ones for insertions, the end of a move, and reloads. A table view applies the sections' and the
/// rows' deletions, insertions and moves in one batch, then the reloads after it.
///
/// The rows of a section that is deleted or inserted go with it, as UIKit requires: a row that leaves a
/// deleted section for a section in both lists is inserted there, and a row that leaves a section in both
/// lists for an inserted section is deleted from it. Only rows between sections in both lists move. Everything
/// ``ListChanges`` guarantees holds for the sections and, within that rule, for the rows.
public struct SectionedListChanges: Hashable, Sendable {
    /// The changes of the sections themselves; a section is reloaded when its header changed.
    public var sections: ListChanges<Int>
    /// The changes of the rows, outside the sections deleted and inserted.
    public var rows: ListChanges<ListIndexPath>

    /// Creates changes from their parts, such as the changes a test expects.
    ///
    /// - Parameters:
    ///   - sections: The changes of the sections themselves.
    ///   - rows: The changes of the rows.
    public init(sections: ListChanges<Int> = ListChanges(), rows: ListChanges<ListIndexPath> = ListChanges()) {
        self.sections = sections
        self.rows = rows
    }

    /// Whether nothing changed.
    public var isEmpty: Bool {
        sections.isEmpty && rows.isEmpty
    }

    /// Finds the changes from one list of sections to another.
    ///
    /// - Parameters:
    ///   - old: The sections shown before, such as the previous view model's.
    ///   - new: The sections to show now.
    public init<Section: ListSection>(from old: [Section], to new: [Section]) {
        sections = ListChanges(from: old.map { SectionHeader($0) }, to: new.map { SectionHeader($0) })
        rows = ListChanges()
        let sectionPairing = IdentityPairing(old: old, new: new)
        let oldRows = FlatRows(old)
        let newRows = FlatRows(new)
        let pairing = IdentityPairing(old: oldRows.ids, new: newRows.ids)
        // Whether each row stays in its section, that section being in both lists; and if so, its position
        // among the rows that stay in that section, in the old order.
        var stayRank = [Int](repeating: -1, count: oldRows.count)
        var staying = [Int](repeating: 0, count: old.count)
        for index in 0..<oldRows.count {
            let path = oldRows.paths[index]
            let section = sectionPairing.oldToNew[path.section]
            guard section >= 0 else { continue }  // The row goes with its deleted section.
            let partner = pairing.oldToNew[index]
            if partner < 0 || sectionPairing.newToOld[newRows.paths[partner].section] < 0 {
                rows.deletions.append(path)  // Gone, or gone into an inserted section.
            } else if newRows.paths[partner].section == section {
                stayRank[index] = staying[path.section]
                staying[path.section] += 1
            }
        }
        // Section by section in the new list: insertions first, with the order of the rows that stay; then
        // moves and reloads.
        var order: [Int] = []
        var start = 0
        for section in new.indices {
            let count = newRows.sections[section].count
            defer { start += count }
            guard sectionPairing.newToOld[section] >= 0 else { continue }  // Inserted with its rows.
            order.removeAll(keepingCapacity: true)
            for index in start..<start + count {
                let partner = pairing.newToOld[index]
                if partner < 0 || sectionPairing.oldToNew[oldRows.paths[partner].section] < 0 {
                    rows.insertions.append(newRows.paths[index])  // New, or out of a deleted section.
                } else if stayRank[partner] >= 0 {
                    order.append(stayRank[partner])
                }
            }
            let moved = OrderKeeping.moves(in: order)
            var position = 0
            for index in start..<start + count {
                let partner = pairing.newToOld[index]
                guard partner >= 0, sectionPairing.oldToNew[oldRows.paths[partner].section] >= 0 else { continue }
                let path = newRows.paths[index]
                let stays = stayRank[partner] >= 0
                if !stays || moved[position] {  // From another section, or out of order in this one.
                    rows.moves.append(ListMove(from: oldRows.paths[partner], to: path))
                }
                if stays {
                    position += 1
                }
                if oldRows[partner] != newRows[index] {
                    rows.reloads.append(path)
                }
            }
        }
    }
}

extension SectionedListChanges: CustomStringConvertible {
    /// The changes on two lines, such as `sections: inserted [2]` and `rows: moved [0.1→1.0]`.
    public var description: String {
        "sections: \(sections)\nrows: \(rows)"
    }
}

/// A section seen as a row whose content is its header, for ``ListChanges``.
private struct SectionHeader<Section: ListSection>: Identifiable, Equatable {
    let id: Section.ID
    let header: Section.Header

    init(_ section: Section) {
        id = section.id
        header = section.header
    }
}

/// The rows of all sections in one list, with each one's index path.
private struct FlatRows<Section: ListSection> {
    /// Each section's rows, read once: `rows` may be computed.
    var sections: [[Section.Row]] = []
    var ids: [Section.Row.ID] = []
    var paths: [ListIndexPath] = []

    init(_ sections: [Section]) {
        for section in sections.indices {
            let rows = sections[section].rows
            self.sections.append(rows)
            for row in rows.indices {
                ids.append(rows[row].id)
                paths.append(ListIndexPath(section: section, row: row))
            }
        }
    }

    var count: Int { ids.count }

    subscript(index: Int) -> Section.Row {
        let path = paths[index]
        return sections[path.section][path.row]
    }
}
