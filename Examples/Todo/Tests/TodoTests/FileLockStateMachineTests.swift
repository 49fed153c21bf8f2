import Testing

@testable import TodoCore

/// A change waits its turn as long as the turns before it keep moving, and gives up only on one holder that
/// keeps the list for the whole patience.
@Suite struct FileLockStateMachineTests {
    @Test func turnsThatKeepMovingAreWaitedForWithoutEnd() {
        var waiting = FileLockStateMachine(patience: 3)
        // 200 holders, each for a second: 200 seconds of waiting, and never one holder for 3.
        for turn in 0..<200 {
            for tenth in 0..<10 {
                #expect(waiting.lockWasTaken(turn: UInt64(turn), now: Double(turn) + Double(tenth) / 10) == .retry)
            }
        }
    }

    @Test func oneHolderThatKeepsTheListForThePatienceEndsTheWait() {
        var waiting = FileLockStateMachine(patience: 3)
        #expect(waiting.lockWasTaken(turn: 5, now: 100) == .retry)
        #expect(waiting.lockWasTaken(turn: 5, now: 102.9) == .retry)
        #expect(waiting.lockWasTaken(turn: 5, now: 103) == .giveUp)
    }

    @Test func theNextHolderGetsTheWholePatienceAgain() {
        var waiting = FileLockStateMachine(patience: 3)
        #expect(waiting.lockWasTaken(turn: 5, now: 100) == .retry)
        #expect(waiting.lockWasTaken(turn: 6, now: 102.9) == .retry)
        #expect(waiting.lockWasTaken(turn: 6, now: 105.8) == .retry)
        #expect(waiting.lockWasTaken(turn: 6, now: 105.9) == .giveUp)
    }

    @Test func aCountThatCannotBeReadGivesOneHoldersPatience() {
        var waiting = FileLockStateMachine(patience: 3)
        #expect(waiting.lockWasTaken(turn: nil, now: 0) == .retry)
        #expect(waiting.lockWasTaken(turn: nil, now: 3) == .giveUp)
    }
}
