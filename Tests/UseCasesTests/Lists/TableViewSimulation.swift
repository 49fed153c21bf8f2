import UseCases

/// Applies changes to an old list the way a table view's batch updates do, checking what UIKit checks: the
/// oracle of the property tests.
///
/// In one batch, UIKit removes the deleted rows and the moved ones from the old list (old indexes), then puts
/// the inserted rows and the moved ones at their new indexes; an index may be removed, or filled, once. The data
/// source, which already shows the new list, gives the inserted rows. Reloads (new indexes) come after the
/// batch and take the data source's row.
enum TableViewSimulation {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The list after the batch, before the reloads; throws where UIKit would raise an exception.
    static func batch<Row>(_ changes: ListChanges<Int>, to old: [Row], dataSource new: [Row]) throws -> [Row] {
        let removed = changes.deletions + changes.moves.map(\.from)
        let filled = changes.insertions + changes.moves.map(\.to)
        try check(removed.allSatisfy(old.indices.contains), "an old index out of bounds in \(changes)")
        try check(Set(removed).count == removed.count, "an old index removed twice in \(changes)")
        try check(filled.allSatisfy(new.indices.contains), "a new index out of bounds in \(changes)")
        try check(Set(filled).count == filled.count, "a new index filled twice in \(changes)")
        try check(
            old.count - removed.count + filled.count == new.count,
            "\(old.count) rows, \(removed.count) removed and \(filled.count) added do not make \(new.count)"
        )
        let removedSet = Set(removed)
        var remaining = old.indices.filter { !removedSet.contains($0) }.map { old[$0] }[...]
        var placed: [Int: Row] = [:]
        for index in changes.insertions {
            placed[index] = new[index]
        }
        for move in changes.moves {
            placed[move.to] = old[move.from]
        }
        return new.indices.map { index in placed[index] ?? remaining.removeFirst() }
    }

    /// Reloads rows after the batch: each takes the data source's row.
    static func reload<Row>(_ reloads: [Int], in rows: [Row], dataSource new: [Row]) throws -> [Row] {
        try check(Set(reloads).count == reloads.count, "a row reloaded twice: \(reloads)")
        try check(reloads.allSatisfy(new.indices.contains), "a reload out of bounds: \(reloads)")
        var rows = rows
        for index in reloads {
            rows[index] = new[index]
        }
        return rows
    }

    /// The sections after the batch, before the reloads; throws where UIKit would raise an exception, such as a
    /// row deleted from a section that is deleted, or moved into a section that is inserted.
    static func batch(
        _ changes: SectionedListChanges,
        to old: [TestSection],
        dataSource new: [TestSection]
    ) throws -> [TestSection] {
        let sectionChanges = changes.sections
        let rowChanges = changes.rows
        let deletedSections = Set(sectionChanges.deletions)
        let insertedSections = Set(sectionChanges.insertions)
        let removedRows = rowChanges.deletions + rowChanges.moves.map(\.from)
        let filledRows = rowChanges.insertions + rowChanges.moves.map(\.to)
        try check(Set(removedRows).count == removedRows.count, "an old row removed twice in \(changes)")
        try check(Set(filledRows).count == filledRows.count, "a new row filled twice in \(changes)")
        let movedFrom = Set(sectionChanges.moves.map(\.from))
        let movedTo = Set(sectionChanges.moves.map(\.to))
        for path in removedRows {
            try check(old.indices.contains(path.section), "old section out of bounds: \(path)")
            try check(old[path.section].rows.indices.contains(path.row), "old row out of bounds: \(path)")
            try check(!deletedSections.contains(path.section), "a row removed from a deleted section: \(path)")
            try check(!movedFrom.contains(path.section), "a row removed from a section that moves: \(path)")
        }
        for path in filledRows {
            try check(new.indices.contains(path.section), "new section out of bounds: \(path)")
            try check(new[path.section].rows.indices.contains(path.row), "new row out of bounds: \(path)")
            try check(!insertedSections.contains(path.section), "a row put in an inserted section: \(path)")
            try check(!movedTo.contains(path.section), "a row put in a section that moves: \(path)")
        }
        // Rows first removed from their old sections, then sections removed.
        let removedRowSet = Set(removedRows)
        var stripped = old
        for section in stripped.indices {
            stripped[section].rows = old[section].rows.indices
                .filter { !removedRowSet.contains(ListIndexPath(section: section, row: $0)) }
                .map { old[section].rows[$0] }
        }
        let sectionsAfterBatch = try batch(
            sectionChanges,
            to: stripped.indices.map { StrippedSection(index: $0, section: stripped[$0]) },
            dataSource: new.indices.map { StrippedSection(index: -1, section: new[$0]) }
        )
        // Then rows put in each section that is not inserted.
        var placed: [ListIndexPath: TestRow] = [:]
        for path in rowChanges.insertions {
            placed[path] = new[path.section].rows[path.row]
        }
        for move in rowChanges.moves {
            placed[move.to] = old[move.from.section].rows[move.from.row]
        }
        var result: [TestSection] = []
        for (index, item) in sectionsAfterBatch.enumerated() {
            if insertedSections.contains(index) {
                result.append(new[index])  // The data source's section, with its rows.
                continue
            }
            var section = item.section
            var remaining = section.rows[...]
            let count = new[index].rows.count
            let added = (0..<count).count { placed[ListIndexPath(section: index, row: $0)] != nil }
            try check(remaining.count + added == count, "section \(index) would have the wrong number of rows")
            section.rows = (0..<count).map { placed[ListIndexPath(section: index, row: $0)] ?? remaining.removeFirst() }
            result.append(section)
        }
        return result
    }

    /// Reloads sections' headers and rows after the batch; throws for an index out of bounds.
    static func reload(
        _ changes: SectionedListChanges,
        in sections: [TestSection],
        dataSource new: [TestSection]
    ) throws -> [TestSection] {
        var sections = sections
        try check(changes.sections.reloads.allSatisfy(new.indices.contains), "a section reload out of bounds")
        for index in changes.sections.reloads {
            sections[index].header = new[index].header
        }
        try check(Set(changes.rows.reloads).count == changes.rows.reloads.count, "a row reloaded twice")
        for path in changes.rows.reloads {
            try check(
                new.indices.contains(path.section) && new[path.section].rows.indices.contains(path.row),
                "a row reload out of bounds: \(path)"
            )
            sections[path.section].rows[path.row] = new[path.section].rows[path.row]
        }
        return sections
    }

    private static func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition {
            throw Failure(description: message())
        }
    }
}

/// A section in the simulation's section-level batch, where sections move with the rows left in them.
private struct StrippedSection {
    var index: Int
    var section: TestSection
}
