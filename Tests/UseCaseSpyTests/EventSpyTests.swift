import TestSupport
import Testing
import UseCaseSpy
import UseCases

/// A use case that tells what it did: it publishes an event for each title it adds.
private struct AddItemsInteractor {
    let executor: InteractorExecutor

    func add(_ titles: [String]) async throws(InteractorError) {
        for title in titles {
            try await executor.publish(ItemAdded(title: title))
        }
    }
}

@Suite struct EventSpyTests {
    @Test func aTestSeesTheEventsAUseCasePublishedInOrder() async throws {
        try await TestExecutor.run { test in
            let added = test.spy(for: ItemAdded.self)

            try await AddItemsInteractor(executor: test.executor).add(["milk", "eggs"])

            #expect(await added.nextEvent() == ItemAdded(title: "milk"))
            #expect(await added.nextEvent() == ItemAdded(title: "eggs"))
        }
    }

    @Test func readingTheEventsChecksThemAll() async throws {
        try await TestExecutor.run { test in
            let added = test.spy(for: ItemAdded.self)

            try await AddItemsInteractor(executor: test.executor).add(["milk", "eggs"])

            #expect(added.events.map(\.title) == ["milk", "eggs"])
        }
    }

    @Test func nextEventWaitsForAnEventPublishedLater() async {
        await TestExecutor.run { test in
            let added = test.spy(for: ItemAdded.self)

            test.executor.publishDetached(ItemAdded(title: "milk"))

            #expect(await added.nextEvent() == ItemAdded(title: "milk"))
        }
    }

    @Test func anEventNotLookedAtFailsTheTestAtTheEnd() async throws {
        let test = TestExecutor()
        _ = test.spy(for: ItemAdded.self)

        try await AddItemsInteractor(executor: test.executor).add(["milk", "eggs"])

        withKnownIssue {
            test.finish()
        } matching: { issue in
            message(of: issue).contains(
                "EventSpy<TestSupport.ItemAdded>: 2 event(s) published and not looked at: "
                    + "ItemAdded(title: \"milk\"), ItemAdded(title: \"eggs\")")
        }
    }

    @Test func anEventLookedAtOnlyInPartFailsTheTestForTheRest() async throws {
        let test = TestExecutor()
        let added = test.spy(for: ItemAdded.self)

        try await AddItemsInteractor(executor: test.executor).add(["milk", "eggs"])
        await added.nextEvent()

        withKnownIssue {
            test.finish()
        } matching: { issue in
            message(of: issue).contains("1 event(s) published and not looked at: ItemAdded(title: \"eggs\")")
        }
    }

    @Test func aTestCanScriptAListenersFailure() async {
        await TestExecutor.run { test in
            let added = test.spy(for: ItemAdded.self)
            added.failListener(with: InteractorError(message: "the badge is gone"))

            let error = await #expect(throws: InteractorError.self) {
                try await AddItemsInteractor(executor: test.executor).add(["milk"])
            }

            #expect(error?.code == .listenersFailed)
            #expect(error?.listenerFailures.map(\.listener) == ["EventSpy<ItemAdded>"])
            #expect(error?.listenerFailures.first?.error.message == "the badge is gone")
            #expect(added.events.count == 1)
            added.succeedListener()
            try? await AddItemsInteractor(executor: test.executor).add(["eggs"])
            #expect(added.events.count == 2)
        }
    }

    @Test @MainActor func publishingAwaitsEveryListenerTheTestRegistered() async throws {
        try await TestExecutor.run { test in
            let added = test.spy(for: ItemAdded.self)
            let log = Recorder<String>()
            let subscription = test.executor.subscribe(to: ItemAdded.self) { log.append($0.title) }

            try await AddItemsInteractor(executor: test.executor).add(["milk"])

            #expect(log.values == ["milk"], "done when publish returned")
            #expect(added.events.count == 1)
            subscription.cancel()
        }
    }

    @MainActor
    @Test func aScreenTestReceivesTheCommandsOfASubscriptionAsFedBackCommands() async throws {
        try await TestExecutor.run { test in
            let added = test.spy(for: ItemAdded.self)
            let screen = ScreenTest(ShoppingBadgeReducer(), viewModel: .init(), executor: test.executor)
            defer { screen.finish() }  // The subscription still runs: finish stops it, and does not fail.

            screen.send(.startListening)
            try await AddItemsInteractor(executor: test.executor).add(["milk"])

            await screen.receive(.added("milk")) { $0.titles = ["milk"] }
            #expect(await added.nextEvent() == ItemAdded(title: "milk"))
        }
    }
}
