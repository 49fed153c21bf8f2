/// Chooses the identifiers of new items, so tests can predict them.
///
/// ```swift
/// /// The smallest free numbers from 20 on.
/// struct FromTwenty: IdentifierPlugin {
///     func nextIdentifiers(count: Int, largestInUse: Int, isInUse: (Int) -> Bool) -> [Int] {
///         var free: [Int] = []
///         var candidate = 20
///         while free.count < count {
///             if !isInUse(candidate) { free.append(candidate) }
///             candidate += 1
///         }
///         return free
///     }
/// }
/// ```
///
/// ## Implementation requirements
/// Return `count` positive numbers, distinct, that no item has; the use cases fail rather than store a
/// duplicate.
public protocol IdentifierPlugin: Sendable {
    /// The identifiers for `count` items about to be added together: one for an add, a batch's for an import.
    ///
    /// - Parameters:
    ///   - count: How many items are about to be added.
    ///   - largestInUse: The largest identifier of the list's items; 0 for an empty list.
    ///   - isInUse: Whether an item of the list has this identifier; the first question costs a pass over
    ///     the list, so a plugin that needs only `largestInUse` asks none.
    /// - Returns: `count` positive identifiers, distinct, none of them in use.
    func nextIdentifiers(count: Int, largestInUse: Int, isInUse: (Int) -> Bool) -> [Int]
}

extension IdentifierPlugin {
    /// The identifiers for `count` items about to be added to `existing`: what the use cases ask.
    ///
    /// - Parameters:
    ///   - count: How many items are about to be added.
    ///   - existing: The items already in the list.
    /// - Returns: What ``nextIdentifiers(count:largestInUse:isInUse:)`` returns for them.
    public func nextIdentifiers(count: Int, existing: [TodoItem]) -> [Int] {
        var inUse: Set<Int>?
        return nextIdentifiers(count: count, largestInUse: existing.reduce(0) { max($0, $1.id) }) { id in
            let ids = inUse ?? Set(existing.lazy.map(\.id))
            inUse = ids
            return ids.contains(id)
        }
    }
}
