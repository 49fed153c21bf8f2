import Testing

@testable import UseCases

@Suite struct OrderKeepingTests {
    @Test func movesNothingWhenTheOrderIsKept() {
        #expect(OrderKeeping.moves(in: [0, 1, 2, 3]) == [false, false, false, false])
        #expect(OrderKeeping.moves(in: []) == [])
    }

    @Test func movesTheOneRowThatLeftItsRun() {
        #expect(OrderKeeping.moves(in: [4, 0, 1, 2, 3]) == [true, false, false, false, false])
        #expect(OrderKeeping.moves(in: [1, 2, 3, 4, 0]) == [false, false, false, false, true])
        #expect(OrderKeeping.moves(in: [0, 3, 1, 2, 4]) == [false, true, false, false, false])
    }

    @Test func keepsTheLongestRunRatherThanTheMostRuns() {
        // Runs [4 5 6 7] [0] [2] [1] [3]: keeping the first moves four rows; keeping [0] [2] [3] would move five.
        #expect(
            OrderKeeping.moves(in: [4, 5, 6, 7, 0, 2, 1, 3]) == [false, false, false, false, true, true, true, true])
    }

    @Test func onATieLeavesTheChainThatEndsFirstInPlace() {
        #expect(OrderKeeping.moves(in: [1, 0]) == [false, true])
        #expect(OrderKeeping.moves(in: [2, 3, 0, 1]) == [false, false, true, true])
    }

    @Test func leavesTheHeaviestRowsInPlaceWhenRowsWeighDifferently() {
        // Leaving 0 in place is worth more than leaving 1, 2 and 3 together.
        #expect(OrderKeeping.moves(in: [1, 2, 3, 0], weights: [1, 1, 1, 5]) == [true, true, true, false])
        #expect(OrderKeeping.moves(in: [1, 2, 3, 0], weights: [1, 1, 1, 2]) == [false, false, false, true])
    }

    @Test func keepsTheLongestIncreasingSubsequenceOfRandomOrders() {
        let seed = SeededGenerator.seed()
        var generator = SeededGenerator(seed: seed)
        for round in 0..<2_000 {
            var order = Array(0..<Int.random(in: 0...40, using: &generator))
            // Mostly sorted orders, with a few rows moved, and some shuffled ones.
            if round % 4 == 0 {
                order.shuffle(using: &generator)
            } else {
                for _ in 0..<Int.random(in: 0...4, using: &generator) where !order.isEmpty {
                    let value = order.remove(at: Int.random(in: order.indices, using: &generator))
                    order.insert(value, at: Int.random(in: 0...order.count, using: &generator))
                }
            }
            let moves = OrderKeeping.moves(in: order)
            let kept = order.indices.filter { !moves[$0] }.map { order[$0] }
            #expect(kept == kept.sorted(), "seed \(seed), round \(round): \(order)")
            #expect(kept.count == longestIncreasingLength(order), "seed \(seed), round \(round): \(order)")
            let weights = order.map { _ in Int.random(in: 1...3, using: &generator) }
            let weighted = OrderKeeping.moves(in: order, weights: weights)
            let keptWeighted = order.indices.filter { !weighted[$0] }
            #expect(keptWeighted.map { order[$0] } == keptWeighted.map { order[$0] }.sorted(), "seed \(seed): \(order)")
            #expect(
                keptWeighted.map { weights[$0] }.reduce(0, +) == heaviestIncreasing(order, weights),
                "seed \(seed), round \(round): \(order), weights \(weights)"
            )
        }
    }

    /// The heaviest increasing subsequence's weight, the slow and obvious way.
    private func heaviestIncreasing(_ values: [Int], _ weights: [Int]) -> Int {
        var best = weights
        for end in values.indices {
            for before in 0..<end where values[before] < values[end] {
                best[end] = max(best[end], best[before] + weights[end])
            }
        }
        return best.max() ?? 0
    }
}
