import Testing

@testable import UseCases

/// A streamed execution's time limits, called as functions: which limit passes when, and a timer that wakes
/// only when it is told to notices each limit exactly when it passes.
@Suite struct StreamDeadlineStateMachineTests {
    @Test func theLimitForTheFirstElementRunsUntilASendBegins() {
        var deadlines = StreamDeadlineStateMachine(inAll: .seconds(60), firstElement: .seconds(2), betweenElements: nil)
        #expect(deadlines.passed(at: .seconds(1)) == nil)
        #expect(deadlines.passed(at: .seconds(2)) == .firstElement(.seconds(2)))
        deadlines.sendBegan()
        #expect(deadlines.passed(at: .seconds(3)) == nil, "the send began in time, however long it waits")
    }
    @Test func theLimitBetweenElementsRunsFromTheEndOfOneSendToTheStartOfTheNext() {
        var deadlines = StreamDeadlineStateMachine(inAll: .seconds(60), firstElement: nil, betweenElements: .seconds(5))
        #expect(deadlines.passed(at: .seconds(30)) == nil, "no limit before the first element but the first's")
        deadlines.sendBegan()
        deadlines.sendEnded(at: .seconds(31))
        #expect(deadlines.passed(at: .seconds(35)) == nil)
        #expect(deadlines.passed(at: .seconds(36)) == .betweenElements(.seconds(5)))
    }
    @Test func aSendThatWaitsForASlowConsumerDoesNotCountBetweenElements() {
        var deadlines = StreamDeadlineStateMachine(inAll: .seconds(60), firstElement: nil, betweenElements: .seconds(5))
        deadlines.sendBegan()
        deadlines.sendEnded(at: .seconds(1))
        deadlines.sendBegan()  // Waits for the consumer from second 2 to second 40.
        #expect(deadlines.passed(at: .seconds(40)) == nil)
        #expect(deadlines.nextCheck(at: .seconds(40)) == .seconds(45))
        deadlines.sendEnded(at: .seconds(40))
        #expect(deadlines.passed(at: .seconds(44)) == nil)
        #expect(deadlines.passed(at: .seconds(45)) == .betweenElements(.seconds(5)))
    }
    @Test func sendsFromSeveralTasksCountAsWaitingUntilTheLastReturns() {
        var deadlines = StreamDeadlineStateMachine(inAll: .seconds(60), firstElement: nil, betweenElements: .seconds(5))
        deadlines.sendBegan()
        deadlines.sendBegan()
        deadlines.sendEnded(at: .seconds(1))
        #expect(deadlines.passed(at: .seconds(20)) == nil, "the other send still waits")
        deadlines.sendEnded(at: .seconds(20))
        #expect(deadlines.passed(at: .seconds(25)) == .betweenElements(.seconds(5)))
    }
    @Test func aLimitOfZeroNeitherPassesWhileASendWaitsNorKeepsTheTimerBusy() {
        var deadlines = StreamDeadlineStateMachine(inAll: .seconds(60), firstElement: nil, betweenElements: .zero)
        deadlines.sendBegan()
        #expect(deadlines.passed(at: .seconds(1)) == nil)
        #expect(deadlines.nextCheck(at: .seconds(1)) == .seconds(1) + .milliseconds(1))
        deadlines.sendEnded(at: .seconds(2))
        #expect(deadlines.passed(at: .seconds(2)) == .betweenElements(.zero))
    }
    @Test func sendsThatReportTheirEndsOutOfOrderCountFromTheLatest() {
        var deadlines = StreamDeadlineStateMachine(inAll: .seconds(60), firstElement: nil, betweenElements: .seconds(5))
        deadlines.sendBegan()
        deadlines.sendBegan()
        deadlines.sendEnded(at: .seconds(11))
        deadlines.sendEnded(at: .seconds(10))
        #expect(deadlines.passed(at: .seconds(15)) == nil)
        #expect(deadlines.passed(at: .seconds(16)) == .betweenElements(.seconds(5)))
    }
    @Test func theLimitInAllPassesFirst() {
        var deadlines = StreamDeadlineStateMachine(
            inAll: .seconds(10), firstElement: .seconds(10), betweenElements: nil)
        #expect(deadlines.passed(at: .seconds(10)) == .inAll(.seconds(10)))
        deadlines.sendBegan()
        #expect(deadlines.nextCheck(at: .seconds(1)) == .seconds(10))
    }

    /// The law the timer relies on: it looks at `nextCheck` and never in between, and yet it notices each
    /// limit at the very moment it passes, whatever the sends do meanwhile.
    @Test func aTimerThatLooksOnlyWhenToldNoticesEachLimitWhenItPasses() {
        let seed = SeededGenerator.seed()
        var generator = SeededGenerator(seed: seed)
        for round in 0..<2_000 {
            let limits = (
                inAll: Int.random(in: 1...200, using: &generator),
                first: Bool.random(using: &generator) ? Int.random(in: 1...50, using: &generator) : nil,
                between: Bool.random(using: &generator) ? Int.random(in: 1...30, using: &generator) : nil
            )
            let events = randomSends(until: limits.inAll, using: &generator)
            let make = {
                StreamDeadlineStateMachine(
                    inAll: .seconds(limits.inAll), firstElement: limits.first.map { .seconds($0) },
                    betweenElements: limits.between.map { .seconds($0) })
            }
            let context = "seed \(seed) (replay with USECASES_TEST_SEED=\(seed)), round \(round): \(limits), \(events)"

            // Looking every second: the moment the first limit passes.
            var everySecond = make()
            var expected: (second: Int, limit: StreamDeadlineStateMachine.Limit)?
            var upcoming = events[...]
            for second in 0...limits.inAll {
                apply(&upcoming, upTo: second, to: &everySecond)
                if let limit = everySecond.passed(at: .seconds(second)) {
                    expected = (second, limit)
                    break
                }
            }
            // Looking only when told.
            var timer = make()
            var noticed: (second: Int, limit: StreamDeadlineStateMachine.Limit)?
            var now = 0
            upcoming = events[...]
            while noticed == nil {
                apply(&upcoming, upTo: now, to: &timer)
                if let limit = timer.passed(at: .seconds(now)) {
                    noticed = (now, limit)
                    break
                }
                let next = timer.nextCheck(at: .seconds(now))
                #expect(next > .seconds(now), "the timer moves on; \(context)")
                guard next > .seconds(now) else { break }
                now = Int(next.components.seconds)
            }
            #expect(noticed?.second == expected?.second, "\(context)")
            #expect(noticed?.limit == expected?.limit, "\(context)")
        }
    }

    /// A send begins or returns at a whole second.
    private enum Send: CustomStringConvertible {
        case began(Int)
        case ended(Int)

        var second: Int {
            switch self {
            case .began(let second), .ended(let second): second
            }
        }

        var description: String {
            switch self {
            case .began(let second): "began \(second)"
            case .ended(let second): "ended \(second)"
            }
        }
    }

    /// Sends from one or two tasks at random seconds before `end`, each returning at or after it began.
    private func randomSends(until end: Int, using generator: inout SeededGenerator) -> [Send] {
        var sends: [Send] = []
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
            var second = Int.random(in: 0...end / 2, using: &generator)
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let began = second + Int.random(in: 0...20, using: &generator)
                let ended = began + (Bool.random(using: &generator) ? 0 : Int.random(in: 1...40, using: &generator))
                sends += [.began(began), .ended(ended)]
                second = ended
            }
        }
        // In time order; at the same second, a task's send returns before its next begins.
        return sends.enumerated().sorted { left, right in
            (left.element.second, left.offset) < (right.element.second, right.offset)
        }.map(\.element)
    }
    private func apply(
        _ sends: inout ArraySlice<Send>, upTo second: Int, to deadlines: inout StreamDeadlineStateMachine
    ) {
        while let send = sends.first, send.second <= second {
            switch send {
            case .began: deadlines.sendBegan()
            case .ended(let second): deadlines.sendEnded(at: .seconds(second))
            }
            sends = sends.dropFirst()
        }
    }
}
