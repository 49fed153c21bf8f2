import Foundation
import Testing
import UseCases

/// Many tasks publish while others subscribe, cancel and fail: every event reaches every listener that was
/// subscribed when it was published, once, and none that ended before it; a start-up listener receives every
/// event once.
///
/// Each subscriber is an actor that subscribes and cancels on itself, so "before" and "after" are exact: a
/// shared counter stamps each step (a publish's start and end, a subscription's start and end), and the
/// checks compare stamps. The default is 4,000 events and 400 subscriptions; 1,000 and 100 under the
/// sanitizers. Set `USECASES_EVENT_STRESS_COUNT` to choose the number of events and `USECASES_STRESS_SEED` to
/// replay a run: the seed is printed with every failure.
@Suite struct EventStressTests {
    @Test func everyEventReachesEachListenerSubscribedWhenItWasPublishedOnce() async {
        let events = TestEnvironment.integer(
            "USECASES_EVENT_STRESS_COUNT", default: TestEnvironment.isSanitized ? 1_000 : 4_000)
        let seed = UInt64(TestEnvironment.integer("USECASES_STRESS_SEED", default: Int.random(in: 0..<Int.max)))
        let context = "seed \(seed) (replay with USECASES_STRESS_SEED=\(seed)), \(events) events"
        let executor = InteractorExecutor(diagnostics: { _ in })
        let clock = StampClock()
        let everyEvent = EveryEventListener()
        executor.listen(everyEvent)
        let publishers = 4
        let churners = 4
        let publishing = Publishing(publishers: publishers, churners: churners)

        let (published, subscribers) = await withTaskGroup(of: StressResult.self) { group in
            for publisher in 0..<publishers {
                group.addTask(priority: .low) {
                    var publications: [Publication] = []
                    while !publishing.churnersSubscribed {  // So that the publishing overlaps the churn.
                        await Task.yield()
                    }
                    for index in 0..<(events / publishers) {
                        let event = StressTick(publisher: publisher, index: index)
                        let start = clock.stamp()
                        var failures: [String] = []
                        do throws(InteractorError) {
                            try await executor.publish(event)
                        } catch {
                            failures = error.listenerFailures.map(\.listener)
                        }
                        publications.append(
                            Publication(event: event, start: start, end: clock.stamp(), failures: failures))
                    }
                    publishing.end()
                    return .published(publications)
                }
            }
            for churner in 0..<churners {
                group.addTask(priority: .low) {
                    var generator = SeededGenerator(seed: seed &+ UInt64(churner))
                    var subscribers: [StressSubscriber] = []
                    var number = 0
                    while publishing.isOn {  // Subscribes again and again while events are published.
                        number += 1
                        let subscriber = StressSubscriber(
                            name: "\(churner)-\(number)", fails: Int.random(in: 0..<4, using: &generator) == 0)
                        await subscriber.subscribe(on: executor, clock: clock)
                        if number == 1 {
                            publishing.churnerSubscribed()
                        }
                        for _ in 0..<Int.random(in: 0..<8, using: &generator) {
                            await Task.yield()
                        }
                        await subscriber.cancel(clock: clock)
                        subscribers.append(subscriber)
                    }
                    return .subscribed(subscribers)
                }
            }
            var published: [Publication] = []
            var subscribers: [StressSubscriber] = []
            for await result in group {
                switch result {
                case .published(let publications): published += publications
                case .subscribed(let list): subscribers += list
                }
            }
            return (published, subscribers)
        }

        #expect(published.count == events / publishers * publishers, "\(context)")
        #expect(everyEvent.counts.count == published.count, "the start-up listener missed events; \(context)")
        #expect(everyEvent.counts.values.allSatisfy { $0 == 1 }, "an event reached it twice; \(context)")
        var problems: [String] = []
        var reachedSome = 0
        for subscriber in subscribers {
            let record = await subscriber.snapshot()
            if !record.received.isEmpty {
                reachedSome += 1
            }
            if record.lastReceipt > record.cancelling {
                problems.append("\(subscriber.name) received an event after its subscription ended")
            }
            // Only events published while it was subscribing, subscribed or ending could reach it.
            let reachable = published.filter {
                $0.start < record.cancelling && record.subscribing < $0.end
            }
            let reachableEvents = Set(reachable.map(\.event))
            for event in record.received.keys where !reachableEvents.contains(event) {
                problems.append("\(subscriber.name) received \(event), published while it was not subscribed")
            }
            for publication in reachable {
                let times = record.received[publication.event] ?? 0
                let wasSubscribed = record.subscribed < publication.start && publication.end < record.cancelling
                if times > 1 || (wasSubscribed && times != 1) {
                    problems.append("\(subscriber.name) received \(publication.event) \(times) time(s)")
                }
                let listedAsFailed = publication.failures.contains(subscriber.name)
                if listedAsFailed != (times == 1 && subscriber.fails) {
                    problems.append("\(publication.event)'s error lists \(subscriber.name): \(listedAsFailed)")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems, such as \(problems.prefix(5)); \(context)")
        #expect(reachedSome > 0, "no subscription received anything, so the test checked little; \(context)")
    }
}

// MARK: - Fixture

private struct StressTick: InteractorEvent, Hashable, CustomStringConvertible {
    let publisher: Int
    let index: Int

    var description: String { "tick \(publisher).\(index)" }
}

private struct Publication: Sendable {
    let event: StressTick
    let start: Int
    let end: Int
    let failures: [String]
}

private enum StressResult: Sendable {
    case published([Publication])
    case subscribed([StressSubscriber])
}

private struct SubscriberFailed: Error {}

/// Whether publishers are still publishing, which the churners subscribe until, and whether every churner
/// has subscribed once, which the publishers wait for.
private final class Publishing: @unchecked Sendable {
    // @unchecked: `running` and `waiting` are read and written only while `lock` is held.
    private let lock = NSLock()
    private var running: Int
    private var waiting: Int

    init(publishers: Int, churners: Int) {
        running = publishers
        waiting = churners
    }

    var isOn: Bool { lock.withLock { running > 0 } }

    var churnersSubscribed: Bool { lock.withLock { waiting == 0 } }

    func churnerSubscribed() {
        lock.withLock { waiting -= 1 }
    }

    func end() {
        lock.withLock { running -= 1 }
    }
}

/// A counter every task stamps its steps with: the order of two stamps is the order of the steps.
private final class StampClock: @unchecked Sendable {
    // @unchecked: `next` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var next = 0

    func stamp() -> Int {
        lock.withLock {
            next += 1
            return next
        }
    }
}

/// A start-up listener that counts how often each event reached it.
private final class EveryEventListener: EventListener, @unchecked Sendable {
    // @unchecked: `received` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var received: [StressTick: Int] = [:]

    var counts: [StressTick: Int] { lock.withLock { received } }

    func handle(_ event: StressTick) async throws {
        lock.withLock { received[event, default: 0] += 1 }
    }
}

/// One subscription's life, on its own actor: what it received, and the stamps around its start and end.
private actor StressSubscriber {
    struct Record: Sendable {
        var received: [StressTick: Int] = [:]
        var subscribing = 0
        var subscribed = 0
        var cancelling = Int.max
        /// The stamp of the last event received: before `cancelling`, since both happen on the actor.
        var lastReceipt = 0
    }

    nonisolated let name: String
    nonisolated let fails: Bool
    private var record = Record()
    private var subscription: EventSubscription?

    init(name: String, fails: Bool) {
        self.name = name
        self.fails = fails
    }

    func snapshot() -> Record {
        record
    }

    func subscribe(on executor: InteractorExecutor, clock: StampClock) {
        record.subscribing = clock.stamp()
        subscription = executor.subscribe(to: StressTick.self, name: name) { [fails] event in
            self.record.received[event, default: 0] += 1
            self.record.lastReceipt = clock.stamp()
            if fails {
                throw SubscriberFailed()
            }
        }
        record.subscribed = clock.stamp()
    }

    func cancel(clock: StampClock) {
        record.cancelling = clock.stamp()
        subscription?.cancel()
        subscription = nil
    }
}
