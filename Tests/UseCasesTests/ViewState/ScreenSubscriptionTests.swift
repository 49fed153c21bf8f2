import TestSupport
import Testing
import UseCases

/// A screen's subscribe effect: each event feeds a command back until the screen stops or the effect is
/// cancelled.
@MainActor
@Suite struct ScreenSubscriptionTests {
    @Test func eachEventFeedsItsCommandBackBeforePublishReturns() async throws {
        let executor = InteractorExecutor()
        let screen = Screen(ShoppingBadgeReducer(), viewModel: .init(), executor: executor)
        defer { screen.stop() }
        let fedBack = FedBackCommands(of: screen)

        screen.send(.startListening)
        try await executor.publish(ItemAdded(title: "milk"))
        try await executor.publish(ItemAdded(title: "eggs"))

        #expect(fedBack.commands == [.added("milk"), .added("eggs")])
        #expect(screen.viewModel.titles == ["milk", "eggs"])
        #expect(screen.runningEffects == ["subscribe to TestSupport.ItemAdded (id: items)"])
    }

    @Test func cancellingTheEffectEndsTheSubscription() async throws {
        let executor = InteractorExecutor()
        let screen = Screen(ShoppingBadgeReducer(), viewModel: .init(), executor: executor)
        defer { screen.stop() }

        screen.send(.startListening)
        screen.send(.stopListening)

        #expect(try await executor.publish(ItemAdded(title: "milk")) == 0)
        #expect(screen.viewModel.titles.isEmpty)
        #expect(screen.runningEffects.isEmpty)
    }

    @Test func stoppingTheScreenEndsTheSubscription() async throws {
        let executor = InteractorExecutor()
        let screen = Screen(ShoppingBadgeReducer(), viewModel: .init(), executor: executor)

        screen.send(.startListening)
        screen.stop()

        #expect(try await executor.publish(ItemAdded(title: "milk")) == 0)
    }

    @Test func releasingTheScreenEndsTheSubscription() async throws {
        let executor = InteractorExecutor()
        weak var weakScreen: Screen<ShoppingBadgeReducer>?
        do {
            let screen = Screen(ShoppingBadgeReducer(), viewModel: .init(), executor: executor)
            weakScreen = screen
            screen.send(.startListening)
        }

        #expect(weakScreen == nil)
        #expect(try await executor.publish(ItemAdded(title: "milk")) == 0)
    }

    @Test func subscribingAgainUnderTheSameIdentifierReplacesTheSubscription() async throws {
        let executor = InteractorExecutor()
        let screen = Screen(ShoppingBadgeReducer(), viewModel: .init(), executor: executor)
        defer { screen.stop() }

        screen.send(.startListening)
        screen.send(.startListening)

        #expect(try await executor.publish(ItemAdded(title: "milk")) == 1)
        #expect(screen.viewModel.titles == ["milk"])
    }

    @Test func subscribingTwiceWithoutAnIdentifierFeedsEachEventBackTwice() async throws {
        let executor = InteractorExecutor()
        let screen = Screen(UnnamedSubscriptionReducer(), viewModel: [], executor: executor)
        defer { screen.stop() }

        screen.send(.startListening)
        screen.send(.startListening)

        #expect(try await executor.publish(ItemAdded(title: "milk")) == 2)
        #expect(screen.viewModel == ["milk", "milk"])
    }

    @Test func aSubscribeEffectComparesByEventTypeAndIdentifierAndMapsEvents() {
        var viewModel = ShoppingBadgeReducer.ViewModel()
        let effects = ShoppingBadgeReducer().reduce(&viewModel, .startListening)

        #expect(effects == [.subscribe(to: ItemAdded.self, id: "items") { _ in .stopListening }])
        #expect(effects != [.subscribe(to: ItemAdded.self, id: "other") { _ in .stopListening }])
        #expect(effects.first?.command(afterEvent: ItemAdded(title: "milk")) == .added("milk"))
        #expect(effects.first?.command(afterEvent: "not an event") == nil)
        #expect(effects.first?.request == nil)
        #expect(effects.first?.id == "items")
    }
}

/// Subscribes without an identifier each time it is told to listen.
private struct UnnamedSubscriptionReducer: ScreenReducer {
    enum Command: Equatable, Sendable {
        case startListening
        case added(String)
    }

    func reduce(_ titles: inout [String], _ command: Command) -> [ScreenEffect<Command, Never>] {
        switch command {
        case .startListening:
            return [.subscribe(to: ItemAdded.self) { .added($0.title) }]
        case .added(let title):
            titles.append(title)
            return []
        }
    }
}
