import TestSupport
import Testing
import UseCases

@Suite struct EventSubscriptionTests {
    @Test @MainActor func aSubscriptionReceivesEveryEventUntilItIsCancelled() async throws {
        let executor = InteractorExecutor()
        let log = Recorder<String>()
        let subscription = executor.subscribe(to: ItemAdded.self) { log.append($0.title) }

        try await executor.publish(ItemAdded(title: "milk"))
        #expect(subscription.isActive)
        subscription.cancel()
        let reached = try await executor.publish(ItemAdded(title: "eggs"))

        #expect(log.values == ["milk"])
        #expect(!subscription.isActive)
        #expect(reached == 0)
    }

    @Test @MainActor func releasingASubscriptionEndsItAndLetsGoOfItsClosure() async throws {
        let executor = InteractorExecutor()
        let log = Recorder<String>()
        weak var weakOwner: Owner?
        do {
            let owner = Owner()
            weakOwner = owner
            owner.subscription = executor.subscribe(to: ItemAdded.self) { [owner] in
                owner.titles.append($0.title)
                log.append($0.title)
            }
            try await executor.publish(ItemAdded(title: "milk"))
            owner.subscription = nil
        }

        #expect(weakOwner == nil)
        try await executor.publish(ItemAdded(title: "eggs"))
        #expect(log.values == ["milk"])
    }

    @Test func anActorThatKeepsItsSubscriptionGoesAwayAndItsSubscriptionWithIt() async throws {
        let executor = InteractorExecutor()
        let log = Recorder<String>()
        weak var weakCounter: SubscribingCounter?
        do {
            let counter = SubscribingCounter(log: log)
            weakCounter = counter
            await counter.follow(executor)
            try await executor.publish(ItemAdded(title: "milk"))
        }

        #expect(weakCounter == nil, "the subscription holds its actor weakly")
        let reached = try await executor.publish(ItemAdded(title: "eggs"))
        #expect(log.values == ["milk"])
        #expect(reached == 0, "the actor's subscription ended with it")
    }

    @Test @MainActor func aSubscriptionThatEndsWhileAnEventIsDeliveredIsSkipped() async throws {
        let executor = InteractorExecutor()
        let log = Recorder<String>()
        let holder = SubscriptionHolder()
        executor.listen(EndingListener(holder: holder, log: log))
        holder.subscription = executor.subscribe(to: ItemAdded.self) { log.append("subscription: \($0.title)") }

        let reached = try await executor.publish(ItemAdded(title: "milk"))

        #expect(reached == 2, "it was subscribed when the event was published")
        #expect(log.values == ["ended the subscription"], "but it ended before its turn")
    }

    @MainActor
    @Test func aMainActorSubscriberRunsOnTheMainActor() async throws {
        let executor = InteractorExecutor()
        var titles: [String] = []
        let subscription = executor.subscribe(to: ItemAdded.self) { event in
            MainActor.assertIsolated()
            titles.append(event.title)
        }

        try await executor.publish(ItemAdded(title: "from the main actor"))
        _ = try await Task.detached { try await executor.publish(ItemAdded(title: "from no actor")) }.value

        #expect(titles == ["from the main actor", "from no actor"])
        subscription.cancel()
    }

    @Test func eventsOfATypeArriveAsASequenceThatEndsWithItsTask() async throws {
        let executor = InteractorExecutor()
        var titles: [String] = []
        do {
            let events = executor.events(of: ItemAdded.self)
            try await executor.publish(ItemAdded(title: "milk"))
            try await executor.publish(ItemAdded(title: "eggs"))
            for await event in events.prefix(2) {
                titles.append(event.title)
            }
        }
        #expect(titles == ["milk", "eggs"])
        #expect(try await executor.publish(ItemAdded(title: "bread")) == 0, "releasing the sequence ended it")
    }
}

/// A class a subscription's closure keeps, to see that the closure is let go of.
private final class Owner: @unchecked Sendable {
    // @unchecked: used by one test's task at a time.
    var titles: [String] = []
    var subscription: EventSubscription?
}

private final class SubscriptionHolder: @unchecked Sendable {
    // @unchecked: set before the publish, read by the listener during it, on one task.
    var subscription: EventSubscription?
}

/// A listener that runs first and ends the subscription that would run after it.
private struct EndingListener: EventListener {
    let holder: SubscriptionHolder
    let log: Recorder<String>

    func handle(_ event: ItemAdded) async throws {
        holder.subscription?.cancel()
        log.append("ended the subscription")
    }
}

/// An actor that keeps its own subscription, as a view model or service would.
private actor SubscribingCounter {
    let log: Recorder<String>
    var subscription: EventSubscription?

    init(log: Recorder<String>) {
        self.log = log
    }

    func follow(_ executor: InteractorExecutor) {
        subscription = executor.subscribe(to: ItemAdded.self) { [log] event in
            log.append(event.title)
        }
    }
}
