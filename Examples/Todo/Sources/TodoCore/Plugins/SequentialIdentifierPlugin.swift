/// The identifiers the app ships with: one more than the largest in the list, starting at 1.
///
/// Short numbers are easy to type (`todo done 3`). Deleting the newest item frees its number for the
/// next one; every other number stays taken until its item is deleted. When the largest number is
/// `Int.max`, the next is the smallest number that no item has, so numbers never overflow and never
/// collide.
public struct SequentialIdentifierPlugin: IdentifierPlugin {
    /// Creates the plugin.
    public init() {}

    /// One more than the largest identifier in use, or 1 for an empty list; after `Int.max`, the smallest
    /// free number.
    ///
    /// - Parameter existing: The items already in the list.
    /// - Returns: The next free number, which is at least 1.
    public func nextIdentifier(existing: [TodoItem]) -> Int {
        let largest = max(existing.map(\.id).max() ?? 0, 0)
        guard largest == Int.max else { return largest + 1 }
        let taken = Set(existing.map(\.id))
        var candidate = 1
        while taken.contains(candidate) {  // Ends: a list holds far fewer than Int.max items.
            candidate += 1
        }
        return candidate
    }

    /// The numbers after the largest in use, in one pass over the list: what an import asks for.
    ///
    /// - Parameters:
    ///   - count: How many items are about to be added.
    ///   - existing: The items already in the list.
    /// - Returns: `count` consecutive numbers, or the smallest free ones once `Int.max` would be passed.
    public func nextIdentifiers(count: Int, existing: [TodoItem]) -> [Int] {
        let largest = max(existing.map(\.id).max() ?? 0, 0)
        guard count <= Int.max - largest else {
            let taken = Set(existing.map(\.id))
            return Array((1...).lazy.filter { !taken.contains($0) }.prefix(count))
        }
        return Array((largest + 1)..<(largest + 1 + count))
    }
}
