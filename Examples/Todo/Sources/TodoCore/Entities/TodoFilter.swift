/// Which items a listing shows.
public enum TodoFilter: String, CaseIterable, Sendable {
    /// Every item, open or completed.
    case all
    /// Only the items still to do.
    case open
    /// Only the completed items.
    case done

    /// Whether an item passes this filter.
    ///
    /// - Parameter item: The item to test.
    /// - Returns: `true` when a listing with this filter shows `item`.
    public func includes(_ item: TodoItem) -> Bool {
        switch self {
        case .all: true
        case .open: !item.isCompleted
        case .done: item.isCompleted
        }
    }
}
