/// The identifiers the app ships with: one more than the largest in the list, starting at 1.
///
/// Short numbers are easy to type (`todo done 3`). Deleting the newest item frees its number for the
/// next one; every other number stays taken until its item is deleted.
public struct SequentialIdentifierPlugin: IdentifierPlugin {
    /// Creates the plugin.
    public init() {}

    /// One more than the largest identifier in use, or 1 for an empty list.
    ///
    /// - Parameter existing: The items already in the list.
    /// - Returns: The next free number.
    public func nextIdentifier(existing: [TodoItem]) -> Int {
        (existing.map(\.id).max() ?? 0) + 1
    }
}
