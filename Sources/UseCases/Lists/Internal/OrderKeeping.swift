/// Which of the rows both lists have must move, so that the others keep their order: pure, and the fewest.
///
/// The input is the rows both lists have, in their new order, each given by its position among them in the old
/// order: a permutation of `0..<count`. The rows that stay are an increasing subsequence of it, and the fewest
/// moves leave the longest one. That search takes `n log n` on its own; here it runs over runs instead of rows.
/// A run is a stretch of rows that are neighbours in both orders (`5, 6, 7`); a longest increasing subsequence
/// keeps or moves each run whole (a kept row's neighbour in its run can always be kept too). Each move breaks at
/// most three runs, so there are at most `3m + 1` runs for `m` moves: the search costs `O(n + r log n)` for `r`
/// runs, linear in the rows while the rows that move are few, and `n log n` only when most of them move (a
/// reversed list).
enum OrderKeeping {
    /// For each position in `order`, whether its row moves.
    ///
    /// - Parameter order: A permutation of `0..<order.count`.
    /// - Returns: One flag per position; the rows not flagged keep their relative order, and they are as many
    ///   as can.
    static func moves(in order: [Int]) -> [Bool] {
        guard !order.isEmpty else { return [] }
        // The runs: where each starts in `order`.
        var runStarts: [Int] = [0]
        for position in order.indices.dropFirst() where order[position] != order[position - 1] + 1 {
            runStarts.append(position)
        }
        if runStarts.count == 1 {
            return [Bool](repeating: false, count: order.count)  // Nothing changed order.
        }
        // The heaviest chain of runs whose values increase, each run weighing its length. Runs cover disjoint
        // ranges of values, so a run can follow another when its first value is greater. `best` answers "the
        // heaviest chain ending below this value" in log time.
        var best = PrefixMaximum(count: order.count)
        var chainLength = [Int](repeating: 0, count: runStarts.count)
        var previousRun = [Int](repeating: -1, count: runStarts.count)
        var heaviest = (length: 0, run: -1)
        for run in runStarts.indices {
            let start = runStarts[run]
            let end = run + 1 < runStarts.count ? runStarts[run + 1] : order.count
            let (below, belowRun) = best.maximum(below: order[start])
            chainLength[run] = below + end - start
            previousRun[run] = belowRun
            best.raise(at: order[start], to: chainLength[run], run: run)
            if chainLength[run] > heaviest.length {
                heaviest = (chainLength[run], run)
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
