/// Stores the to-do list: the one thing the use cases know about persistence.
///
/// The use cases read the list with ``loadItems()`` and change it only through ``update(_:)``, which
/// reads, changes and writes back as one step, so two executions in the same process never lose each
/// other's changes.
///
/// ```swift
/// let added = try gateway.update { items in
///     let item = TodoItem(id: 1, title: "Buy milk", createdAt: Date())
///     items.append(item)
///     return item
/// }
/// ```
///
/// ## Implementation requirements
/// When `change` throws, or when reading fails, store nothing and rethrow. Report storage failures as
/// ``TodoGatewayError``, whose message the user sees. Never replace a list that could not be read with
/// an empty one.
public protocol TodoGateway: Sendable {
    /// Reads the whole list.
    ///
    /// - Returns: The stored items; an empty array when nothing was stored yet.
    /// - Throws: ``TodoGatewayError`` when the stored list cannot be read.
    func loadItems() throws -> [TodoItem]

    /// Reads the list, lets `change` edit it, and stores the result when it differs.
    ///
    /// - Parameter change: Edits the items in place and returns a result for the caller. When it throws,
    ///   nothing is stored.
    /// - Returns: What `change` returned.
    /// - Throws: ``TodoGatewayError`` when reading or storing fails, or what `change` threw.
    func update<Result>(_ change: (inout [TodoItem]) throws -> Result) throws -> Result
}
