/// The changes between an old and a new list of rows: deletions, insertions, moves and reloads, ready for a
/// table view's batch updates.
///
/// Rows are matched by identity (`id`), and a matched row whose content differs (`!=`) is reloaded:
///
/// ```swift
/// func bookChanges(from old: SearchReducer.ViewModel, to new: SearchReducer.ViewModel) -> ListChanges<Int> {
///     ListChanges(from: old.books, to: new.books)  // Books are Identifiable and Equatable.
/// }
/// ```
///
/// ## Applying the changes
/// The lists use the coordinates UIKit's batch updates use: ``deletions`` and each move's `from` are indexes in
/// the old list, ``insertions`` and each move's `to` are indexes in the new list. A table view applies them in
/// one batch, where their order does not matter: it removes the deleted and moved rows from the old list, then
/// puts the inserted and moved rows at their new indexes. ``reloads`` are indexes in the new list, applied
/// right after `performBatchUpdates` returns (`reconfigureRows(at:)`, or `reloadRows(at:with:)`), because
/// UIKit cannot move and reload a row in the same batch; not in the batch's completion, which runs once the
/// animation ends, when another change may have come. "Animate list changes" in the View State article shows
/// it in full.
///
/// ## What is guaranteed
/// - Applying the changes to the old list, as above, gives the new list.
/// - The fewest changes: only rows whose identity is gone are deleted, only rows whose identity is new are
///   inserted, only rows whose content changed are reloaded, and only as many rows move as must for the rest
///   to keep their order.
/// - Linear time in the rows while few of them move: the identities are hashed once each, and finding the
///   fewest moves costs `log n` per run of rows that stayed neighbours, of which `m` moves make at most
///   `3m + 1`. A list that is mostly reordered, such as reversed, takes `n log n`.
/// - Any lists: empty ones, ones with nothing in common (every old row deleted, every new one inserted), and
///   ones where identities repeat. Rows that share an identity are paired in the order they appear, the first
///   in the old list with the first in the new, and the extra ones are deleted or inserted. A table view takes
///   that; a diffable data source refuses repeated identities, so give each row its own there.
public struct ListChanges<Index: Hashable & Sendable>: Hashable, Sendable {
    /// The rows deleted, by their index in the old list, in increasing order.
    public var deletions: [Index]
    /// The rows inserted, by their index in the new list, in increasing order.
    public var insertions: [Index]
    /// The rows that moved, in increasing order of their new index.
    public var moves: [ListMove<Index>]
    /// The rows that are in both lists with different content, by their index in the new list, in increasing
    /// order; moved rows among them.
    public var reloads: [Index]

    /// Creates changes from their parts, such as the changes a test expects.
    ///
    /// - Parameters:
    ///   - deletions: The rows deleted, by their index in the old list.
    ///   - insertions: The rows inserted, by their index in the new list.
    ///   - moves: The rows that moved.
    ///   - reloads: The rows whose content changed, by their index in the new list.
    public init(
        deletions: [Index] = [],
        insertions: [Index] = [],
        moves: [ListMove<Index>] = [],
        reloads: [Index] = []
    ) {
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
        self.reloads = reloads
    }

    /// Whether nothing changed.
    public var isEmpty: Bool {
        deletions.isEmpty && insertions.isEmpty && moves.isEmpty && reloads.isEmpty
    }
}

extension ListChanges where Index == Int {
    /// Finds the changes from one list of rows to another.
    ///
    /// - Parameters:
    ///   - old: The rows shown before, such as the previous view model's.
    ///   - new: The rows to show now.
    @inlinable  // Specialized for the app's rows: no metadata look-up a row (Benchmarks/README.md, "Lists").
    public init<Row: Identifiable & Equatable>(from old: [Row], to new: [Row]) {
        self.init(pairing: IdentityPairing(old: old, new: new)) { old[$0] != new[$1] }
    }

    /// The changes that a pairing of the rows of two lists makes.
    ///
    /// - Parameters:
    ///   - pairing: The rows paired by identity.
    ///   - weight: What leaving a paired row in place is worth, given its old and new index, at least 1;
    ///     `nil` for 1 each, which leaves the fewest rows to move.
    ///   - differs: Whether the content of a row of the old list, by index, differs from that of its partner
    ///     in the new list.
    @usableFromInline
    init(pairing: IdentityPairing, weight: ((Int, Int) -> Int)? = nil, differs: (Int, Int) -> Bool) {
        self.init()
        // Each paired row, by its position among the paired rows in the old order.
        var rank = pairing.oldToNew
        var paired = 0
        for index in rank.indices {
            if rank[index] < 0 {
                deletions.append(index)
            } else {
                rank[index] = paired
                paired += 1
            }
        }
        var order: [Int] = []
        order.reserveCapacity(paired)
        var weights: [Int]? = weight == nil ? nil : []
        for (index, partner) in pairing.newToOld.enumerated() {
            if partner < 0 {
                insertions.append(index)
            } else {
                order.append(rank[partner])
                weights?.append(weight?(partner, index) ?? 1)
            }
        }
        let moved = OrderKeeping.moves(in: order, weights: weights)
        var position = 0
        for (index, partner) in pairing.newToOld.enumerated() where partner >= 0 {
            if moved[position] {
                moves.append(ListMove(from: partner, to: index))
            }
            if differs(partner, index) {
                reloads.append(index)
            }
            position += 1
        }
    }
}

extension ListChanges: CustomStringConvertible {
    /// The changes on one line, such as `deleted [1], inserted [0], moved [3→2], reloaded [4]`, or `no changes`.
    public var description: String {
        var parts: [String] = []
        if !deletions.isEmpty { parts.append("deleted \(deletions)") }
        if !insertions.isEmpty { parts.append("inserted \(insertions)") }
        if !moves.isEmpty { parts.append("moved \(moves)") }
        if !reloads.isEmpty { parts.append("reloaded \(reloads)") }
        return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
    }
}
