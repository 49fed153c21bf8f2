/// The changes between an old and a new list of sections: the sections' own, and their rows', rows moving from
/// one section to another included.
///
/// ```swift
/// func dayChanges(from old: [DaySection], to new: [DaySection]) -> SectionedListChanges {
///     SectionedListChanges(from: old, to: new)  // DaySection is a ListSection.
/// }
/// ```
///
/// Sections are matched by their `id`, and rows by theirs across all sections. A row whose identity repeats (the same
/// item under "Favorites" and under "All") is matched within its section first, in order, and only the ones left over
/// across sections, so a section whose rows stay the same does not change. ``sections`` are the changes of the
/// sections, with ``ListSection/header`` as their content; ``rows`` are the changes of the rows, by ``ListIndexPath``,
/// in the coordinates of ``ListChanges``: old index paths for deletions and the start of a move, new ones for
/// insertions, the end of a move, and reloads. A table view applies the sections' and the rows' deletions, insertions
/// and moves in one batch, then the reloads after it.
///
/// Two rules keep the batch one that UIKit accepts:
/// - The rows of a section that is deleted or inserted go with it: a row that leaves a deleted section for
///   another is inserted there, and a row that goes into an inserted section is deleted where it was. Only
///   rows between sections in both lists move.
/// - A section that moves keeps its rows: UIKit cannot move a section and delete, insert or move rows in it
///   in the same batch. When the rows of a section that moves change (other than in content, which a reload
///   after the batch shows), the section is deleted and inserted instead, with its rows. Of the ways to keep
///   the other sections in order, the one that rebuilds the fewest sections is taken, then the one that moves
///   the fewest. ``batches(from:to:)`` moves such a section in one batch and changes its rows in a second.
///
/// Within these rules, everything ``ListChanges`` guarantees holds: applying the changes gives the new list,
/// only sections and rows whose identity is gone are deleted and only new ones inserted (besides the rebuilt
/// sections and the rows that go with deleted and inserted sections), only changed ones are reloaded, and
/// only as many rows move as must.
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
    @inlinable  // Specialized for the app's rows: no metadata look-up a row (Benchmarks/README.md, "Lists").
    public init<Section: ListSection>(from old: [Section], to new: [Section]) {
        var sectionPairing = IdentityPairing(old: old, new: new)
        let oldRows = FlatRows(old)
        let newRows = FlatRows(new)
        var pairing = IdentityPairing(old: oldRows.ids, new: newRows.ids)
        if pairing.hasRepeats {
            // A repeated row is paired within its section first, so a section whose rows stay does not change.
            pairing = IdentityPairing(
                old: oldRows.ids,
                new: newRows.ids,
                oldGroups: oldRows.paths.map { sectionPairing.oldToNew[$0.section] },
                newGroups: newRows.paths.map(\.section)
            )
        }
        // A section that moves and whose rows change is deleted and inserted instead: so the sections whose
        // rows change outweigh all the others together when choosing which sections to leave in place, and
        // the fewest are rebuilt, then the fewest move.
        let rebuiltIfMoved = { (from: Int, to: Int) in !oldRows.hasSameRows(in: from, as: to, of: newRows, pairing) }
        var sections = ListChanges(
            pairing: sectionPairing,
            weight: { rebuiltIfMoved($0, $1) ? new.count + 1 : 1 },
            differs: { old[$0].header != new[$1].header }
        )
        let rebuilt = sections.moves.filter { rebuiltIfMoved($0.from, $0.to) }
        if !rebuilt.isEmpty {
            for move in rebuilt {
                sectionPairing.oldToNew[move.from] = -1
                sectionPairing.newToOld[move.to] = -1
            }
            sections.moves.removeAll { sectionPairing.oldToNew[$0.from] < 0 }
            sections.deletions = (sections.deletions + rebuilt.map(\.from)).sorted()
            sections.insertions = (sections.insertions + rebuilt.map(\.to)).sorted()
            sections.reloads.removeAll { sectionPairing.newToOld[$0] < 0 }
        }
        self.sections = sections
        rows = ListChanges()
        // Whether each row remains in its section, that section being in both lists; and if so, its position
        // among the rows that remain in that section, in the old order.
        var remainingRank = [Int](repeating: -1, count: oldRows.count)
        var remaining = [Int](repeating: 0, count: old.count)
        for index in 0..<oldRows.count {
            let path = oldRows.paths[index]
            let section = sectionPairing.oldToNew[path.section]
            guard section >= 0 else { continue }  // The row goes with its deleted section.
            let partner = pairing.oldToNew[index]
            if partner < 0 || sectionPairing.newToOld[newRows.paths[partner].section] < 0 {
                rows.deletions.append(path)  // Gone, or gone into an inserted section.
            } else if newRows.paths[partner].section == section {
                remainingRank[index] = remaining[path.section]
                remaining[path.section] += 1
            }
        }
        // Section by section in the new list: insertions first, with the order of the rows that remain; then
        // moves and reloads.
        var order: [Int] = []
        var start = 0
        for section in new.indices {
            let count = newRows.count(in: section)
            defer { start += count }
            guard sectionPairing.newToOld[section] >= 0 else { continue }  // Inserted with its rows.
            order.removeAll(keepingCapacity: true)
            for index in start..<start + count {
                let partner = pairing.newToOld[index]
                if partner < 0 || sectionPairing.oldToNew[oldRows.paths[partner].section] < 0 {
                    rows.insertions.append(newRows.paths[index])  // New, or out of a deleted section.
                } else if remainingRank[partner] >= 0 {
                    order.append(remainingRank[partner])
                }
            }
            let moved = OrderKeeping.moves(in: order)
            var position = 0
            for index in start..<start + count {
                let partner = pairing.newToOld[index]
                guard partner >= 0, sectionPairing.oldToNew[oldRows.paths[partner].section] >= 0 else { continue }
                let path = newRows.paths[index]
                let remains = remainingRank[partner] >= 0
                if !remains || moved[position] {  // From another section, or out of order in this one.
                    rows.moves.append(ListMove(from: oldRows.paths[partner], to: path))
                }
                if remains {
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
