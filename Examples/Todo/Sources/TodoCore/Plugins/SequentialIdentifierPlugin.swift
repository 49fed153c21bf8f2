/// The identifiers the app ships with: one more than the largest in the list, starting at 1.
///
/// Short numbers are easy to type (`todo done 3`). Deleting the newest item frees its number for the
/// next one; every other number stays taken until its item is deleted. When the largest number is
/// `Int.max`, the next are the smallest numbers that no item has, so numbers never overflow and never
/// collide.
public struct SequentialIdentifierPlugin: IdentifierPlugin {
    /// Creates the plugin.
    public init() {}

    /// The numbers after the largest in use, or the smallest free ones once `Int.max` would be passed.
    ///
    /// - Parameters:
    ///   - count: How many items are about to be added.
    ///   - largestInUse: The largest identifier in the list; 0 for an empty list.
    ///   - isInUse: Whether an item has this identifier; asked only past `Int.max`.
    /// - Returns: `count` numbers, each at least 1.
    public func nextIdentifiers(count: Int, largestInUse: Int, isInUse: (Int) -> Bool) -> [Int] {
        precondition(count >= 0, "Asked for \(count) identifiers; ask for 0 or more.")
        precondition(largestInUse >= 0, "The largest identifier in use is \(largestInUse); it is 0 or more.")
        if count <= Int.max - largestInUse {  // The last of them is at most Int.max.
            return count == 0 ? [] : Array((largestInUse + 1)...(largestInUse + count))
        }
        var free: [Int] = []
        var candidate = 1
        while free.count < count {  // Ends: a list holds far fewer than Int.max items.
            if !isInUse(candidate) { free.append(candidate) }
            candidate += 1
        }
        return free
    }
}
