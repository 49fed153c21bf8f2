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
}
