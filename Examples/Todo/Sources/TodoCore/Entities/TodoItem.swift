public import Foundation

/// One entry of the to-do list: the entity every use case reads and changes.
public struct TodoItem: Codable, Hashable, Identifiable, Sendable {
    /// The number the user types to refer to this item, unique within the list.
    public var id: Int
    /// What there is to do, never empty.
    public var title: String
    /// When the item was added, from the clock plugin.
    public var createdAt: Date
    /// When the item was completed, or `nil` while it is still open.
    public var completedAt: Date?

    /// Creates an item.
    public init(id: Int, title: String, createdAt: Date, completedAt: Date? = nil) {
        self.id = id
        self.title = title
        self.createdAt = createdAt
        self.completedAt = completedAt
    }

    /// Whether the item has been completed.
    public var isCompleted: Bool {
        completedAt != nil
    }
}
