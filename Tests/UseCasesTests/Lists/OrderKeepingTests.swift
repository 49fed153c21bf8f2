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
        }
    }
}
