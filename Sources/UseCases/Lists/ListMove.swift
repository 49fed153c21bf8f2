/// A row that moves: from its index in the old list to its index in the new one.
///
/// `Index` is `Int` for the rows of a plain list and ``ListIndexPath`` for the rows of a sectioned list.
public struct ListMove<Index: Hashable & Sendable>: Hashable, Sendable {
    /// Where the row was, in the old list.
    public var from: Index
    /// Where the row is, in the new list.
    public var to: Index

    /// Creates a move.
    ///
    /// - Parameters:
    ///   - from: Where the row was, in the old list.
    ///   - to: Where the row is, in the new list.
    public init(from: Index, to: Index) {
        self.from = from
        self.to = to
    }
}

extension ListMove: CustomStringConvertible {
    /// The move as `from→to`, such as `3→0`.
    public var description: String {
        "\(from)→\(to)"
    }
}
