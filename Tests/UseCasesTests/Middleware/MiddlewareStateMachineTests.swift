import TestSupport
import Testing

@testable import UseCases

/// The pure decisions behind pipelines: which middleware apply to a request type, in which order, which
/// scopes match nothing, and what a stage's outcome is when `next` was called twice.
@Suite struct MiddlewareStateMachineTests {
    private func source(_ name: String) -> any StageSource {
        MiddlewareSource(middleware: TrailMiddleware(label: name, trail: Recorder()))
    }

    @Test func stagesAreInTheOrderTheMiddlewareWasAdded() {
        var list = MiddlewareStateMachine()
        list.append(source("a"), for: .allRequests)
        list.append(source("b"), for: .allRequests)
        list.append(source("c"), for: .allRequests)

        #expect(list.stages(for: EchoInteractor.Request.self).map(\.name) == ["Trail(a)", "Trail(b)", "Trail(c)"])
    }

    @Test func aTypeScopeMatchesThatTypeOnly() {
        var list = MiddlewareStateMachine()
        list.append(source("echo only"), for: .requests(ofType: EchoInteractor.Request.self))

        #expect(list.stages(for: EchoInteractor.Request.self).count == 1)
        #expect(list.stages(for: AsyncEchoInteractor.Request.self).isEmpty)
    }

    @Test func aProtocolScopeMatchesTheConformingTypes() {
        var list = MiddlewareStateMachine()
        list.append(source("audit"), for: .requests(conformingTo: (any Audited.Type).self))

        #expect(list.stages(for: AuditedInteractor.Request.self).count == 1)
        #expect(list.stages(for: PlainAsyncInteractor.Request.self).isEmpty)
    }

    @Test func aProtocolScopeGivenTheExistentialInsteadOfTheMetatypeMatchesNothing() {
        let scope = MiddlewareScope.requests(conformingTo: (any Audited).self)

        #expect(!scope.matches(AuditedInteractor.Request.self))
    }

    @Test func aClosureForOneTypeMakesAStageForThatTypeOnly() {
        var list = MiddlewareStateMachine()
        let closure = ClosureSource<EchoInteractor.Request>(name: "cache") { request, next in
            try await next(request)
        }
        list.append(closure, for: .requests(ofType: EchoInteractor.Request.self))

        #expect(list.stages(for: EchoInteractor.Request.self).map(\.name) == ["cache"])
        #expect(closure.stage(for: AsyncEchoInteractor.Request.self) == nil)
    }

    @Test func scopesThatMatchNoRegisteredTypeAreReportedOnce() {
        var list = MiddlewareStateMachine()
        list.append(source("everything"), for: .allRequests)
        list.append(source("echo"), for: .requests(ofType: EchoInteractor.Request.self))
        list.append(source("audit"), for: .requests(conformingTo: (any Audited.Type).self))
        #expect(list.isCheckPending)

        let unmatched = list.takeUnmatched(registeredTypes: [EchoInteractor.Request.self])

        #expect(unmatched.map(\.name) == ["Trail(audit)"])
        #expect(!list.isCheckPending)
        list.registrationsChanged()
        #expect(list.takeUnmatched(registeredTypes: []).map(\.name) == ["Trail(echo)"])
        list.registrationsChanged()
        #expect(!list.isCheckPending, "every scoped middleware was reported once")
    }

    @Test func aProtocolScopeGivenTheExistentialCanMatchNothingAndIsTakenOnce() {
        var list = MiddlewareStateMachine()
        list.append(source("audit"), for: .requests(conformingTo: (any Audited.Type).self))
        list.append(source("typo"), for: .requests(conformingTo: (any Audited).self))
        list.append(source("echo"), for: .requests(ofType: EchoInteractor.Request.self))

        #expect(list.takeUnmatchable().map(\.name) == ["Trail(typo)"])
        #expect(list.takeUnmatchable().isEmpty)
        #expect(list.takeUnmatched(registeredTypes: []).map(\.name) == ["Trail(audit)", "Trail(echo)"])
    }

    @Test func middlewareForAllRequestsNeedsNoCheck() {
        var list = MiddlewareStateMachine()
        list.append(source("everything"), for: .allRequests)

        #expect(!list.isCheckPending)
    }

    @Test func scopesDescribeThemselves() {
        #expect(MiddlewareScope.allRequests.description == "all requests")
        #expect(
            MiddlewareScope.requests(conformingTo: (any Audited.Type).self).description
                == "requests conforming to Audited")
        #expect(
            MiddlewareScope.requests(ofType: EchoInteractor.Request.self).description.hasSuffix(
                "EchoInteractor.Request"))
    }
}

/// What a stage's outcome is, given how its middleware called `next`.
@Suite struct NextCallStateMachineTests {
    private let first = Outcome<Int>.success(1)
    private let returned = Outcome<Int>.success(2)

    @Test func theFirstCallMayRunAndTheSecondMayNot() {
        var record = NextCallStateMachine<Int>()

        let first = record.begin()
        let second = record.begin()

        #expect(first)
        #expect(!second)
        #expect(record.calledTwice)
    }

    @Test func aMiddlewareThatCalledNextOnceKeepsWhatItReturned() throws {
        var record = NextCallStateMachine<Int>()
        _ = record.begin()
        record.end(with: first)

        #expect(try record.outcome(returned: returned).get() == 2)
    }

    @Test func aMiddlewareThatCalledNextTwiceDeliversTheFirstOutcome() throws {
        var record = NextCallStateMachine<Int>()
        _ = record.begin()
        record.end(with: first)
        _ = record.begin()

        #expect(try record.outcome(returned: returned).get() == 1)
    }

    @Test func aMiddlewareThatNeverCalledNextKeepsWhatItReturned() throws {
        let record = NextCallStateMachine<Int>()

        #expect(try record.outcome(returned: returned).get() == 2)
    }

    @Test func aSecondCallWhileTheFirstStillRunsLeavesWhatTheMiddlewareReturned() throws {
        var record = NextCallStateMachine<Int>()
        _ = record.begin()
        _ = record.begin()

        #expect(try record.outcome(returned: returned).get() == 2)
    }
}

/// When a retry policy tries again, and how long it waits.
@Suite struct RetryPolicyTests {
    private let transient = InteractorError(message: "busy", code: .custom(503))
    private let permanent = InteractorError(message: "no", code: .custom(404))
    private func policy(_ backoff: RetryPolicy.Backoff = .none, attempts: Int = 3) -> RetryPolicy {
        RetryPolicy(maxAttempts: attempts, backoff: backoff) { $0.code == .custom(503) }
    }
    @Test func retriesATransientErrorUntilTheLastAttempt() {
        let policy = policy(.constant(.seconds(1)))

        #expect(policy.delay(afterAttempt: 1, failedWith: transient) == .seconds(1))
        #expect(policy.delay(afterAttempt: 2, failedWith: transient) == .seconds(1))
        #expect(policy.delay(afterAttempt: 3, failedWith: transient) == nil)
    }
    @Test func neverRetriesAnErrorThatIsNotTransient() {
        #expect(policy().delay(afterAttempt: 1, failedWith: permanent) == nil)
    }
    @Test func neverRetriesACancellation() {
        let policy = RetryPolicy(maxAttempts: 3) { _ in true }

        #expect(policy.delay(afterAttempt: 1, failedWith: InteractorError(message: "", code: .cancelled)) == nil)
    }
    @Test func exponentialBackoffMultipliesUpToItsMaximum() {
        let backoff = RetryPolicy.Backoff.exponential(initial: .seconds(1), multiplier: 2, maximum: .seconds(5))

        #expect(
            (1...6).map { backoff.delay(beforeAttempt: $0) } == [
                .zero, .seconds(1), .seconds(2), .seconds(4), .seconds(5), .seconds(5),
            ])
    }
    @Test func noBackoffWaitsNothing() {
        #expect(policy().delay(afterAttempt: 1, failedWith: transient) == .zero)
    }
}
