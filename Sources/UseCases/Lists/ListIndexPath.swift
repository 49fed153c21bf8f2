/// Where a row is in a sectioned list: its section's index, and its index within the section.
///
/// It converts to UIKit's `IndexPath` as `IndexPath(row: path.row, section: path.section)`.
public struct ListIndexPath: Hashable, Comparable, Sendable {
    /// The section's index.
    public var section: Int
    /// The row's index within its section.
    public var row: Int

    /// Creates an index path.
    ///
    /// - Parameters:
    ///   - section: The section's index.
    ///   - row: The row's index within its section.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// Orders index paths by section, then by row.
    public static func < (left: ListIndexPath, right: ListIndexPath) -> Bool {
        (left.section, left.row) < (right.section, right.row)
    }
}

extension ListIndexPath: CustomStringConvertible {
    /// The index path as `section.row`, such as `1.4`.
    public var description: String {
        "\(section).\(row)"
    }
}
