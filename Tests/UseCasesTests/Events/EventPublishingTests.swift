import TestSupport
import Testing
import UseCaseSpy
import UseCases

@Suite struct EventPublishingTests {
    // MARK: - Order

    @Test func listenersRunOneAfterAnotherInTheOrderTheyWereAdded() async throws {
        let executor = InteractorExecutor()
        let log = Recorder<String>()
        executor.listen(LoggingListener<ItemAdded>("first", into: log))
        executor.listen(LoggingListener<ItemAdded>("second", into: log))
        executor.listen(LoggingListener<ItemAdded>("third", into: log))

        let reached = try await executor.publish(ItemAdded(title: "milk"))

        #expect(reached == 3)
        #expect(log.values.map { $0.prefix(while: { $0 != ":" }) } == ["first", "second", "third"])
    }

    @Test @MainActor func anExplicitOrderComesBeforeTheOrderOfRegistration() async throws {
        let executor = InteractorExecutor()
        let log = Recorder<String>()
        executor.listen(LoggingListener<ItemAdded>("late", into: log), order: 10)
        executor.listen(LoggingListener<ItemAdded>("plain", into: log))
        executor.listen(LoggingListener<ItemAdded>("early", into: log), order: -10)
        let subscription = executor.subscribe(to: ItemAdded.self, order: -5) { _ in log.append("subscription") }

        try await executor.publish(ItemAdded(title: "milk"))

        #expect(
            log.values.map { String($0.prefix(while: { $0 != ":" })) } == ["early", "subscription", "plain", "late"])
        subscription.cancel()
    }

    @Test func anEventReachesOnlyTheListenersOfItsType() async throws {
        let executor = InteractorExecutor()
        let log = Recorder<String>()
        executor.listen(LoggingListener<ItemAdded>("items", into: log))
        executor.listen(LoggingListener<LoggedIn>("logins", into: log))

        try await executor.publish(LoggedIn(user: "ada"))

        #expect(log.values == ["logins: LoggedIn(user: \"ada\")"])
    }

    @Test @MainActor func aListenerForAProtocolReceivesEveryEventThatConformsToIt() async throws {
        let executor = InteractorExecutor()
        let log = Recorder<String>()
        executor.listen(LoggingListener<any SessionEvent>("session", into: log))
        let subscription = executor.subscribe(to: (any SessionEvent).self) { log.append("subscription: \($0)") }

        try await executor.publish(LoggedIn(user: "ada"))
        try await executor.publish(ItemAdded(title: "milk"))
        try await executor.publish(LoggedOut())

        #expect(
            log.values == [
                "session: LoggedIn(user: \"ada\")", "subscription: LoggedIn(user: \"ada\")",
                "session: LoggedOut()", "subscription: LoggedOut()",
            ])
        subscription.cancel()
    }

    @Test func aListenerForAClassReceivesTheEventsOfItsSubclasses() async throws {
        let executor = InteractorExecutor()
        let log = Recorder<String>()
        executor.listen(LoggingListener<AccountEvent>("accounts", into: log))

        let reached = try await executor.publish(AccountClosed(account: "ada"))

        #expect(reached == 1)
        #expect(log.values == ["accounts: account ada"])
    }

    @Test func anEventWithNoListenerIsNotAnErrorAndCountsNone() async throws {
        let executor = InteractorExecutor()
        #expect(try await executor.publish(ItemAdded(title: "milk")) == 0)
    }

    @Test func aLazyListenerIsBuiltOnceWhenTheFirstEventReachesIt() async throws {
        let executor = InteractorExecutor()
        let log = Recorder<String>()
        let builds = Recorder<Int>()
        executor.listenLazily {
            builds.append(1)
            return CountingListener(log: log)
        }
        #expect(builds.count == 0)

        try await executor.publish(ItemAdded(title: "milk"))
        try await executor.publish(ItemAdded(title: "eggs"))

        #expect(builds.count == 1)
        #expect(log.values == ["milk", "eggs"])
    }

    // MARK: - Errors

    @Test @MainActor func oneListenersFailureNeverStopsTheOthersAndEveryFailureIsListedByName() async {
        let executor = InteractorExecutor()
        let log = Recorder<String>()
        executor.listen(LoggingListener<ItemAdded>("badge", into: log, failing: InteractorError(message: "no badge")))
        executor.listen(CountingListener(log: log))
        let subscription = executor.subscribe(to: ItemAdded.self, name: "screen") { _ in throw DiskFull() }

        let error = await #expect(throws: InteractorError.self) {
            try await executor.publish(ItemAdded(title: "milk"))
        }

        #expect(log.values == ["badge: ItemAdded(title: \"milk\")", "milk"])
        #expect(error?.code == .listenersFailed)
        #expect(error?.listenerFailures.map(\.listener) == ["badge", "screen"])
        #expect(error?.listenerFailures.map(\.error.code) == [.failed, .interactorThrew])
        #expect(error?.message.contains("badge: no badge") == true)
        #expect(error?.message.contains("listener screen") == true)
        subscription.cancel()
    }

    @Test func aListenerKeepsItsTypesNameUnlessItGivesOne() async {
        let executor = InteractorExecutor()
        executor.listen(FailingCountingListener())

        let error = await #expect(throws: InteractorError.self) {
            try await executor.publish(ItemAdded(title: "milk"))
        }

        #expect(error?.listenerFailures.map(\.listener) == ["FailingCountingListener"])
    }

    @Test func aDetachedPublishsFailureGoesToTheDiagnosticsHandlerOnce() async {
        let diagnostics = Recorder<InteractorDiagnostic>()
        let executor = InteractorExecutor { diagnostics.append($0) }
        let log = Recorder<String>()
        executor.listen(LoggingListener<ItemAdded>("a", into: log, failing: InteractorError(message: "a failed")))
        executor.listen(LoggingListener<ItemAdded>("b", into: log, failing: InteractorError(message: "b failed")))

        executor.publishDetached(ItemAdded(title: "milk"))

        #expect(await eventually { diagnostics.count == 1 })
        #expect(log.count == 2)
        let diagnostic = diagnostics.values.first
        #expect(diagnostic?.kind == .unhandledError)
        #expect(diagnostic?.error?.listenerFailures.map(\.listener) == ["a", "b"])
        #expect(diagnostic.map { ObjectIdentifier($0.requestType) } == ObjectIdentifier(ItemAdded.self))
        #expect(diagnostic?.description.hasPrefix("A delivery of TestSupport.ItemAdded failed") == true)
    }

    @Test func aDetachedPublishWithOnErrorHandsItThereInstead() async {
        let diagnostics = Recorder<InteractorDiagnostic>()
        let executor = InteractorExecutor { diagnostics.append($0) }
        let errors = Recorder<InteractorError>()
        executor.listen(LoggingListener<ItemAdded>("a", into: Recorder(), failing: InteractorError(message: "no")))

        executor.publishDetached(ItemAdded(title: "milk")) { errors.append($0) }

        #expect(await eventually { errors.count == 1 })
        #expect(errors.values.first?.code == .listenersFailed)
        #expect(diagnostics.count == 0)
    }

    // MARK: - Middleware

    @Test func middlewareRunsAroundTheDeliveryToEachListener() async throws {
        let executor = InteractorExecutor()
        let records = Recorder<ExecutionRecord>()
        executor.use(LoggingMiddleware { records.append($0) })
        let log = Recorder<String>()
        executor.listen(LoggingListener<ItemAdded>("a", into: log))
        executor.listen(LoggingListener<ItemAdded>("b", into: log, failing: InteractorError(message: "no")))

        _ = try? await executor.publish(ItemAdded(title: "milk"))

        #expect(records.values.map(\.outcome) == [.success, .failure(.failed)])
        #expect(records.values.allSatisfy { $0.requestType is ItemAdded.Type })
    }

    @Test func middlewareAddedAfterThePublishingStartedAppliesToLaterEvents() async throws {
        let executor = InteractorExecutor()
        let log = Recorder<String>()
        executor.listen(CountingListener(log: log))
        try await executor.publish(ItemAdded(title: "milk"))

        executor.use(for: ItemAdded.self) { event, next in
            try await next(ItemAdded(title: event.title.uppercased()))
        }
        try await executor.publish(ItemAdded(title: "eggs"))

        #expect(log.values == ["milk", "EGGS"])
    }

    @Test func aMiddlewareScopedToAnEventTypeIsNotReportedAsMatchingNothing() async throws {
        let diagnostics = Recorder<InteractorDiagnostic>()
        let executor = InteractorExecutor { diagnostics.append($0) }
        executor.register(EchoInteractor())
        executor.listen(CountingListener(log: Recorder()))
        executor.use(LoggingMiddleware { _ in }, for: .requests(ofType: ItemAdded.self))

        _ = try await executor.execute(EchoInteractor.Request(text: "x"))

        #expect(diagnostics.values.isEmpty)
    }

    @Test func aTimeoutEndsOneSlowListenerAndTheOthersStillRun() async {
        let clock = TestClock()
        let executor = InteractorExecutor()
        executor.use(TimeoutMiddleware(after: .seconds(5), clock: clock), for: .requests(ofType: ItemAdded.self))
        let log = Recorder<String>()
        executor.listen(SlowListener(clock: clock))
        executor.listen(CountingListener(log: log))

        let result = Task { try await executor.publish(ItemAdded(title: "milk")) }
        await clock.nextSleep()
        await clock.nextSleep()
        clock.advance(by: .seconds(5))

        let error = await #expect(throws: InteractorError.self) { try await result.value }
        #expect(error?.listenerFailures.map(\.listener) == ["SlowListener"])
        #expect(error?.listenerFailures.map(\.error.code) == [.timedOut])
        #expect(
            error?.listenerFailures.first?.error.message.hasPrefix("The delivery of TestSupport.ItemAdded took") == true
        )
        #expect(log.values == ["milk"])
    }
}

/// A listener that throws, with its type's name.
private struct FailingCountingListener: EventListener {
    func handle(_ event: ItemAdded) async throws {
        throw DiskFull()
    }
}

/// A listener that sleeps for a minute on a test clock, unless cancelled.
private struct SlowListener: EventListener {
    let clock: TestClock

    func handle(_ event: ItemAdded) async throws {
        try await clock.sleep(for: .seconds(60))
    }
}
