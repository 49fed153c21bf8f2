import Foundation
import Testing
import TodoCore

/// The identifiers of several items added at once, as an import asks for them.
@Suite struct IdentifierPluginTests {
    @Test func sequentialIdentifiersFollowTheLargestInOnePass() {
        let existing = [TodoItem.fixture(4, "Four"), .fixture(9, "Nine")]
        #expect(SequentialIdentifierPlugin().nextIdentifiers(count: 3, existing: existing) == [10, 11, 12])
        #expect(SequentialIdentifierPlugin().nextIdentifiers(count: 2, existing: []) == [1, 2])
        #expect(SequentialIdentifierPlugin().nextIdentifiers(count: 0, existing: existing).isEmpty)
    }

    @Test func pastTheLargestPossibleTheSmallestFreeOnesAreTaken() {
        let existing = [TodoItem.fixture(1, "One"), .fixture(3, "Three"), .fixture(Int.max - 1, "Almost the last")]
        #expect(SequentialIdentifierPlugin().nextIdentifiers(count: 3, existing: existing) == [2, 4, 5])
        #expect(SequentialIdentifierPlugin().nextIdentifiers(count: 1, existing: existing) == [Int.max])
        #expect(SequentialIdentifierPlugin().nextIdentifiers(count: 0, existing: [.fixture(Int.max, "Last")]).isEmpty)
    }

    @Test(arguments: [
        ([Int.max], [1]),
        ([1, Int.max], [2]),
        ([2, Int.max], [1]),
        ([Int.max - 1], [Int.max]),
    ])
    func theNumberAfterTheLargestPossibleIsTheSmallestFreeOne(inUse: [Int], next: [Int]) {
        let existing = inUse.map { TodoItem.fixture($0, "#\($0)") }
        #expect(SequentialIdentifierPlugin().nextIdentifiers(count: 1, existing: existing) == next)
    }

    @Test func belowTheLargestPossibleNoNumberIsLookedUp() {
        var questions = 0
        let ids = SequentialIdentifierPlugin().nextIdentifiers(count: 2, largestInUse: Int.max - 2) { _ in
            questions += 1
            return false
        }
        #expect(ids == [Int.max - 1, Int.max])
        #expect(questions == 0)
    }

    @Test func aPluginIsToldTheLargestNumberAndWhichAreInUse() {
        let existing = [TodoItem.fixture(4, "Four"), .fixture(1, "One"), .fixture(2, "Two")]
        #expect(SmallestFreePlugin().nextIdentifiers(count: 3, existing: existing) == [3, 5, 6])
        #expect(SmallestFreePlugin().nextIdentifiers(count: 2, existing: []) == [1, 2])
    }
}

/// The smallest free numbers, found by asking which are in use, up to the largest.
private struct SmallestFreePlugin: IdentifierPlugin {
    func nextIdentifiers(count: Int, largestInUse: Int, isInUse: (Int) -> Bool) -> [Int] {
        let free = (1..<(largestInUse + 1)).filter { !isInUse($0) }
        return Array((free + Array((largestInUse + 1)...(largestInUse + count))).prefix(count))
    }
}
