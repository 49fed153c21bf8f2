/// The greatest value, and the run that holds it, among the positions below a bound: a Fenwick tree for maxima.
struct PrefixMaximum {
    private var values: [Int]
    private var runs: [Int]

    init(count: Int) {
        values = [Int](repeating: 0, count: count + 1)
        runs = [Int](repeating: -1, count: count + 1)
    }

    /// The greatest value at a position below `bound`, and its run; `(0, -1)` when there is none.
    func maximum(below bound: Int) -> (value: Int, run: Int) {
        var result = (value: 0, run: -1)
        var node = bound  // Positions 0..<bound are the tree's nodes 1...bound.
        while node > 0 {
            if values[node] > result.value {
                result = (values[node], runs[node])
            }
            node -= node & -node
        }
        return result
    }

    /// Records `value`, held by `run`, at `position`.
    mutating func raise(at position: Int, to value: Int, run: Int) {
        var node = position + 1
        while node < values.count {
            if value > values[node] {
                values[node] = value
                runs[node] = run
            }
            node += node & -node
        }
    }
}
