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
    }

    @Test func aPluginWithOnlyOneAtATimeIsAskedForEachInTurn() {
        let ids = FromTwentyPlugin().nextIdentifiers(count: 3, existing: [.fixture(20, "Twenty")])
        #expect(ids == [21, 22, 23])
    }
}

/// Numbers from 20 up, one at a time: the default of `nextIdentifiers(count:existing:)` asks it in turn.
private struct FromTwentyPlugin: IdentifierPlugin {
    func nextIdentifier(existing: [TodoItem]) -> Int {
        max(existing.map(\.id).max() ?? 0, 19) + 1
    }
}
