import Foundation

/// Keeps the list in memory: for tests, previews, and anything that must not touch the disk.
public final class InMemoryTodoGateway: TodoGateway, @unchecked Sendable {
    // @unchecked: `items` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var items: [TodoItem]
    private let failure: (any Error)?

    /// Creates a gateway holding `items`.
    ///
    /// - Parameters:
    ///   - items: The list to start with.
    ///   - failure: When set, every read and update throws it, to play a broken disk in tests, or a gateway
    ///     that reports its failures with errors of its own.
    public init(items: [TodoItem] = [], failing failure: (any Error)? = nil) {
        self.items = items
        self.failure = failure
    }

    /// The items now stored, for tests to inspect.
    public var storedItems: [TodoItem] {
        lock.withLock { items }
    }

    /// Returns the stored items.
    ///
    /// - Returns: The stored items.
    /// - Throws: The `failing` error given at creation, if any.
    public func loadItems() throws -> [TodoItem] {
        if let failure { throw failure }
        return lock.withLock { items }
    }

    /// Edits the stored items under the gateway's lock.
    ///
    /// - Parameter change: Edits the items in place; when it throws, nothing changes.
    /// - Returns: What `change` returned.
    /// - Throws: The `failing` error given at creation, if any, or what `change` threw.
    public func update<Result>(_ change: (inout [TodoItem]) throws -> Result) throws -> Result {
        if let failure { throw failure }
        return try lock.withLock {
            var edited = items
            let result = try change(&edited)
            items = edited
            return result
        }
    }
}
