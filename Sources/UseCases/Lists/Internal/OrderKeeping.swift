/// Which of the rows both lists have must move, so that the others keep their order: pure, and the fewest.
///
/// The input is the rows both lists have, in their new order, each given by its position among them in the old
/// order: a permutation of `0..<count`. The rows left in place are an increasing subsequence of it, and the
/// fewest moves leave the longest one (the heaviest, when rows weigh differently). That search takes `n log n`
/// on its own; here it runs over runs instead of rows.
/// A run is a stretch of rows that are neighbours in both orders (`5, 6, 7`); a longest increasing subsequence
/// keeps or moves each run whole (a kept row's neighbour in its run can always be kept too). Each move breaks at
/// most three runs, so there are at most `3m + 1` runs for `m` moves: the search costs `O(n + r log n)` for `r`
/// runs, linear in the rows while the rows that move are few, and `n log n` only when most of them move (a
/// reversed list).
@usableFromInline
enum OrderKeeping {
    /// For each position in `order`, whether its row moves.
    ///
    /// Of chains of equal weight, the one whose last run comes first in `order` is left in place: `[1, 0]`
    /// moves `0`.
    ///
    /// - Parameters:
    ///   - order: A permutation of `0..<order.count`.
    ///   - weights: What leaving each position's row in place is worth, each at least 1; `nil` for 1 each.
    /// - Returns: One flag per position; the rows not flagged keep their relative order, and they weigh as
    ///   much as any rows that can.
    @usableFromInline
    static func moves(in order: [Int], weights: [Int]? = nil) -> [Bool] {
        guard !order.isEmpty else { return [] }
        // The runs: where each starts in `order`.
        var runStarts: [Int] = [0]
        for position in order.indices.dropFirst() where order[position] != order[position - 1] + 1 {
            runStarts.append(position)
        }
        if runStarts.count == 1 {
            return [Bool](repeating: false, count: order.count)  // Nothing changed order.
        }
        // The heaviest chain of runs whose values increase, each run weighing its rows. Runs cover disjoint
        // ranges of values, so a run can follow another when its first value is greater. `best` answers "the
        // heaviest chain ending below this value" in log time.
        var best = PrefixMaximum(count: order.count)
        var chainWeight = [Int](repeating: 0, count: runStarts.count)
        var previousRun = [Int](repeating: -1, count: runStarts.count)
        var heaviest = (weight: 0, run: -1)
        for run in runStarts.indices {
            let start = runStarts[run]
            let end = run + 1 < runStarts.count ? runStarts[run + 1] : order.count
            let (below, belowRun) = best.maximum(below: order[start])
            chainWeight[run] = below + (weights.map { $0[start..<end].reduce(0, +) } ?? end - start)
            previousRun[run] = belowRun
            best.raise(at: order[start], to: chainWeight[run], run: run)
            if chainWeight[run] > heaviest.weight {
                heaviest = (chainWeight[run], run)
            }
        }
        var moves = [Bool](repeating: true, count: order.count)
        var run = heaviest.run
        while run >= 0 {
            let end = run + 1 < runStarts.count ? runStarts[run + 1] : order.count
            for position in runStarts[run]..<end {
                moves[position] = false
            }
            run = previousRun[run]
        }
        return moves
    }
}
