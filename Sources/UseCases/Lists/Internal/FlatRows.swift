/// The rows of all the sections of a list in one list, each with its index path: what ``SectionedListChanges``
/// pairs.
@usableFromInline
struct FlatRows<Section: ListSection> {
    /// Each section's rows, read once: a section's `rows` may be computed.
    @usableFromInline var sections: [[Section.Row]] = []
    /// Where each section's rows start in the flat list.
    @usableFromInline var starts: [Int] = []
    /// Each row's identity, in the flat list's order.
    @usableFromInline private(set) var ids: [Section.Row.ID] = []
    /// Each row's index path, in the flat list's order.
    @usableFromInline private(set) var paths: [ListIndexPath] = []

    @inlinable
    init(_ sections: [Section]) {
        for section in sections.indices {
            let rows = sections[section].rows
            self.sections.append(rows)
            starts.append(ids.count)
            for row in rows.indices {
                ids.append(rows[row].id)
                paths.append(ListIndexPath(section: section, row: row))
            }
        }
    }

    /// How many rows all the sections have.
    @inlinable var count: Int { ids.count }

    /// How many rows a section has.
    @inlinable
    func count(in section: Int) -> Int {
        sections[section].count
    }

    /// The row at an index of the flat list.
    @inlinable
    subscript(index: Int) -> Section.Row {
        let path = paths[index]
        return sections[path.section][path.row]
    }

    /// Whether a section here and one of another list have the same rows, in the same order, as `pairing`
    /// pairs them; their content may differ.
    @inlinable
    func hasSameRows(in section: Int, as other: Int, of otherRows: FlatRows, _ pairing: IdentityPairing) -> Bool {
        let count = count(in: section)
        guard count == otherRows.count(in: other) else { return false }
        let start = starts[section]
        let otherStart = otherRows.starts[other]
        return (0..<count).allSatisfy { pairing.oldToNew[start + $0] == otherStart + $0 }
    }
}
