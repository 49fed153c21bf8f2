import Foundation

/// Chooses the identifier of a new item, so tests can predict it.
///
/// ```swift
/// struct AlwaysSeven: IdentifierPlugin {
///     func nextIdentifier(existing: [TodoItem]) -> Int { 7 }
/// }
/// ```
///
/// ## Implementation requirements
/// Return a positive number that no item in `existing` has; the add use case fails rather than store
/// a duplicate.
public protocol IdentifierPlugin: Sendable {
    /// The identifier for an item about to be added.
    ///
    /// - Parameter existing: The items already in the list.
    /// - Returns: A positive identifier that none of `existing` uses.
    func nextIdentifier(existing: [TodoItem]) -> Int

    /// The identifiers for `count` items about to be added together, such as by an import.
    ///
    /// - Parameters:
    ///   - count: How many items are about to be added.
    ///   - existing: The items already in the list.
    /// - Returns: `count` positive identifiers, distinct, that none of `existing` uses.
    func nextIdentifiers(count: Int, existing: [TodoItem]) -> [Int]
}

extension IdentifierPlugin {
    /// Asks ``nextIdentifier(existing:)`` for each item in turn, as if the ones before were added already.
    ///
    /// - Parameters:
    ///   - count: How many items are about to be added.
    ///   - existing: The items already in the list.
    /// - Returns: `count` identifiers.
    public func nextIdentifiers(count: Int, existing: [TodoItem]) -> [Int] {
        var items = existing
        return (0..<count).map { _ in
            let id = nextIdentifier(existing: items)
            items.append(TodoItem(id: id, title: "", createdAt: .distantPast))
            return id
        }
    }
}
