import TestSupport
import Testing
import UseCases

/// Middleware around real executions: order, scopes, short-circuits, error mapping, `next` called twice,
/// unregistered requests, nesting, and the caller's actor.
@Suite struct MiddlewarePipelineTests {
    @Test func middlewareRunsInTheOrderItWasAddedAroundTheInteractor() async throws {
        let executor = InteractorExecutor()
        let trail = Recorder<String>()
        executor.use(TrailMiddleware(label: "outer", trail: trail))
        executor.register(EchoInteractor())
        executor.use(TrailMiddleware(label: "inner", trail: trail))

        let response = try await executor.execute(EchoInteractor.Request(text: "hi"))

        #expect(response == "hi")
        #expect(trail.values == ["outer before", "inner before", "inner after", "outer after"])
    }

    @Test func thePipelineDescriptionListsTheMiddlewareInOrder() {
        let executor = InteractorExecutor()
        executor.register(AuditedInteractor())
        executor.use(TrailMiddleware(label: "a", trail: Recorder()))
        executor.use(
            TrailMiddleware(label: "b", trail: Recorder()), for: .requests(conformingTo: (any Audited.Type).self))
        executor.use(
            TrailMiddleware(label: "c", trail: Recorder()), for: .requests(ofType: EchoInteractor.Request.self))

        let pipeline = executor.pipeline(for: AuditedInteractor.Request.self)

        #expect(pipeline.middleware == ["Trail(a)", "Trail(b)"])
        #expect(
            pipeline.description == """
                Pipeline of UseCasesTests.AuditedInteractor.Request:
                  1. Trail(a) (all requests)
                  2. Trail(b) (requests conforming to Audited)
                  then the interactor
                """)
        #expect(!executor.pipeline(for: EchoInteractor.Request.self).isRegistered)
    }

    @Test func middlewareScopedToAProtocolRunsOnlyForConformingRequests() async throws {
        let executor = InteractorExecutor()
        let trail = Recorder<String>()
        executor.register(AuditedInteractor())
        executor.register(PlainAsyncInteractor())
        executor.use(
            TrailMiddleware(label: "audit", trail: trail), for: .requests(conformingTo: (any Audited.Type).self))

        _ = try await executor.execute(PlainAsyncInteractor.Request(number: 1))
        #expect(trail.values.isEmpty)
        _ = try await executor.execute(AuditedInteractor.Request(number: 1))
        #expect(trail.values == ["audit before", "audit after"])
    }

    @Test func aClosureForOneTypeReceivesItsRequestsTypedAndCanAnswerWithoutTheInteractor() async throws {
        let executor = InteractorExecutor()
        let interactorRuns = Recorder<Int>()
        executor.register(AsyncEchoInteractor())
        executor.use(for: AuditedInteractor.Request.self) { request, next in
            interactorRuns.append(request.number)
            return try await next(request)
        }
        executor.register(AuditedInteractor())
        executor.use(for: AsyncEchoInteractor.Request.self, name: "cache") { request, next in
            request.text == "cached" ? "from the cache" : try await next(request)
        }

        #expect(try await executor.execute(AsyncEchoInteractor.Request(text: "cached")) == "from the cache")
        #expect(try await executor.execute(AsyncEchoInteractor.Request(text: "fresh")) == "fresh")
        #expect(try await executor.execute(AuditedInteractor.Request(number: 41)) == 42)
        #expect(interactorRuns.values == [41])
        #expect(executor.pipeline(for: AsyncEchoInteractor.Request.self).middleware == ["cache"])
    }

    @Test func aMiddlewareThatAnswersItselfKeepsTheInteractorFromRunning() async throws {
        let executor = InteractorExecutor()
        let spyRuns = Recorder<Int>()
        executor.register(RunCountingInteractor(runs: spyRuns))
        executor.use(for: RunCountingInteractor.Request.self) { _, _ in
            throw InteractorError(message: "Log in first.", code: .custom(401))
        }

        await #expect(throws: InteractorError.self) { try await executor.execute(RunCountingInteractor.Request()) }
        #expect(spyRuns.count == 0)
    }

    @Test func aMiddlewareCanReplaceAnErrorOrRecoverWithAResponse() async throws {
        let executor = InteractorExecutor()
        executor.register(CodeFailingInteractor())
        executor.use(for: CodeFailingInteractor.Request.self) { request, next in
            do throws(InteractorError) {
                return try await next(request)
            } catch  where error.code == .custom(7) {
                return -1
            } catch {
                throw InteractorError(message: "mapped: \(error.message)", code: .custom(99))
            }
        }

        #expect(try await executor.execute(CodeFailingInteractor.Request(code: 7)) == -1)
        do {
            _ = try await executor.execute(CodeFailingInteractor.Request(code: 8))
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .custom(99))
            #expect(error.message.hasPrefix("mapped: "))
        }
    }

    @Test func anErrorOfAnotherTypeFromAMiddlewareReachesTheCallerWrappedAndNamed() async {
        let executor = InteractorExecutor()
        executor.register(EchoInteractor())
        executor.use(for: EchoInteractor.Request.self, name: "validator") { _, _ in throw SomeError() }

        do {
            _ = try await executor.execute(EchoInteractor.Request(text: ""))
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .interactorThrew)
            #expect(error.message.contains("middleware validator"))
            #expect(error.underlyingError is SomeError)
        }
    }

    @Test func callingNextTwiceRunsTheInteractorOnceReportsItAndDeliversTheFirstOutcome() async throws {
        let diagnostics = DiagnosticsRecorder()
        let executor = InteractorExecutor(diagnostics: diagnostics.handler)
        let runs = Recorder<Int>()
        executor.register(RunCountingInteractor(runs: runs))
        executor.use(for: RunCountingInteractor.Request.self, name: "twice") { request, next in
            _ = try await next(request)
            return try await next(request) + 100
        }

        let response = try await executor.execute(RunCountingInteractor.Request())

        #expect(response == 1)
        #expect(runs.count == 1)
        #expect(diagnostics.kinds() == [.nextCalledTwice])
        #expect(diagnostics.all.values.first?.middleware == "twice")
        #expect(diagnostics.all.values.first.map { "\($0)" }?.contains("next.again") == true)
    }

    @Test func nextAgainRunsTheRestOfThePipelineOnceMoreWithoutADiagnostic() async throws {
        let diagnostics = DiagnosticsRecorder()
        let executor = InteractorExecutor(diagnostics: diagnostics.handler)
        let runs = Recorder<Int>()
        executor.register(RunCountingInteractor(runs: runs))
        executor.use(for: RunCountingInteractor.Request.self) { request, next in
            _ = try await next(request)
            return try await next.again(request)
        }

        #expect(try await executor.execute(RunCountingInteractor.Request()) == 2)
        #expect(runs.count == 2)
        #expect(diagnostics.kinds().isEmpty)
    }

    @Test func anUnregisteredRequestFailsWithNotRegisteredWithoutPassingThroughMiddleware() async {
        let executor = InteractorExecutor()
        let trail = Recorder<String>()
        executor.use(TrailMiddleware(label: "all", trail: trail))

        do {
            _ = try await executor.execute(EchoInteractor.Request(text: ""))
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .notRegistered)
        }
        #expect(trail.values.isEmpty)
    }

    @Test func aScopeThatCanMatchNoRequestTypeIsReportedOnceWhenItIsAdded() async throws {
        let diagnostics = DiagnosticsRecorder()
        let executor = InteractorExecutor(diagnostics: diagnostics.handler)
        executor.use(
            TrailMiddleware(label: "audit", trail: Recorder()), for: .requests(conformingTo: (any Audited.Type).self))
        executor.use(
            TrailMiddleware(label: "typo", trail: Recorder()), for: .requests(conformingTo: (any Audited).self))
        executor.register(AuditedInteractor())

        _ = try await executor.execute(AuditedInteractor.Request(number: 1))
        _ = try await executor.execute(AuditedInteractor.Request(number: 2))

        #expect(diagnostics.kinds() == [.unmatchedMiddleware])
        let diagnostic = diagnostics.all.values.first
        #expect(diagnostic?.middleware == "Trail(typo)")
        #expect(diagnostic.map { "\($0)" }?.contains("(any P.Type).self") == true)
    }

    @Test func registeringInteractorsInAnyOrderAfterScopedMiddlewareReportsNothing() {
        let diagnostics = DiagnosticsRecorder()
        let executor = InteractorExecutor(diagnostics: diagnostics.handler)
        executor.use(
            TrailMiddleware(label: "audit", trail: Recorder()), for: .requests(conformingTo: (any Audited.Type).self))
        executor.register(PlainAsyncInteractor())
        executor.register(AuditedInteractor())

        #expect(diagnostics.kinds().isEmpty)
    }

    @Test func aScopeThatMatchesNoneOfTheRegisteredTypesIsReportedAtTheFirstExecution() async throws {
        let diagnostics = DiagnosticsRecorder()
        let executor = InteractorExecutor(diagnostics: diagnostics.handler)
        executor.register(PlainAsyncInteractor())
        executor.use(
            TrailMiddleware(label: "audit", trail: Recorder()), for: .requests(conformingTo: (any Audited.Type).self))
        executor.use(TrailMiddleware(label: "all", trail: Recorder()))
        #expect(diagnostics.kinds().isEmpty, "an interactor it matches may be registered next")

        _ = try await executor.execute(PlainAsyncInteractor.Request(number: 1))
        _ = try await executor.execute(PlainAsyncInteractor.Request(number: 2))

        #expect(diagnostics.kinds() == [.unmatchedMiddleware])
        #expect(diagnostics.all.values.first?.middleware == "Trail(audit)")
    }

    @Test func middlewareForAProtocolAddedBetweenRegistrationsIsNotReported() async throws {
        let diagnostics = DiagnosticsRecorder()
        let executor = InteractorExecutor(diagnostics: diagnostics.handler)
        executor.register(PlainAsyncInteractor())
        executor.use(
            TrailMiddleware(label: "audit", trail: Recorder()), for: .requests(conformingTo: (any Audited.Type).self))
        executor.register(AuditedInteractor())

        _ = try await executor.execute(PlainAsyncInteractor.Request(number: 1))

        #expect(diagnostics.kinds().isEmpty)
    }

    @Test func unregisteringTheLastMatchingInteractorReportsTheScopeAtTheNextExecution() async throws {
        let diagnostics = DiagnosticsRecorder()
        let executor = InteractorExecutor(diagnostics: diagnostics.handler)
        executor.register(PlainAsyncInteractor())
        executor.register(AuditedInteractor())
        executor.use(
            TrailMiddleware(label: "audit", trail: Recorder()), for: .requests(conformingTo: (any Audited.Type).self))
        _ = try await executor.execute(PlainAsyncInteractor.Request(number: 1))
        #expect(diagnostics.kinds().isEmpty)

        executor.unregister(AuditedInteractor.Request.self)
        #expect(executor.isRegistered(AuditedInteractor.Request.self) == false)
        #expect(diagnostics.kinds().isEmpty, "isRegistered is no execution")
        _ = try await executor.execute(PlainAsyncInteractor.Request(number: 2))

        #expect(diagnostics.kinds() == [.unmatchedMiddleware])
    }

    @Test func reRegisteringAnInteractorKeepsItsMiddleware() async throws {
        let executor = InteractorExecutor()
        let trail = Recorder<String>()
        executor.register(EchoInteractor())
        executor.use(TrailMiddleware(label: "m", trail: trail))
        executor.register(EchoInteractor())

        _ = try await executor.execute(EchoInteractor.Request(text: ""))

        #expect(trail.values == ["m before", "m after"])
    }

    @Test func aMiddlewareCanExecuteAnotherRequestThroughTheExecutor() async throws {
        let executor = InteractorExecutor()
        executor.register(EchoInteractor())
        executor.register(AuditedInteractor())
        // Weak: the executor keeps its middleware, so a strong reference back would keep both forever.
        executor.use(for: EchoInteractor.Request.self) { [weak executor] request, next in
            guard let executor else { throw CancellationError() }
            let number = try await executor.execute(AuditedInteractor.Request(number: 1))
            return try await next(request) + "\(number)"
        }

        #expect(try await executor.execute(EchoInteractor.Request(text: "n=")) == "n=2")
    }

    @Test func middlewareSeesTheAwaitingCallersCancellation() async {
        let executor = InteractorExecutor()
        let sawCancellation = Recorder<Bool>()
        executor.register(EchoInteractor())
        executor.use(for: EchoInteractor.Request.self) { request, next in
            sawCancellation.append(Task.isCancelled)
            return try await next(request)
        }

        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await executor.execute(EchoInteractor.Request(text: ""))
        }

        await #expect(throws: InteractorError.self) { try await task.value }
        #expect(sawCancellation.values == [true])
    }

    @MainActor
    @Test func closureCallersGetTheirCallbacksOnTheirActorLaterWhenMiddlewareApplies() async {
        let executor = InteractorExecutor()
        executor.register(EchoInteractor())
        executor.use(TrailMiddleware(label: "m", trail: Recorder()))
        var received: [String] = []

        executor.execute(EchoInteractor.Request(text: "hi")) { response in
            MainActor.preconditionIsolated()
            received.append(response)
        }
        #expect(received.isEmpty, "the pipeline is async, so the callback comes after execute returns")

        #expect(await eventually { received == ["hi"] })
    }

    @Test func detachedCallersGetExactlyOneOutcomeThroughMiddleware() async {
        let executor = InteractorExecutor()
        let outcomes = Recorder<String>()
        executor.register(CodeFailingInteractor())
        executor.use(TrailMiddleware(label: "m", trail: Recorder()))

        executor.executeDetached(CodeFailingInteractor.Request(code: 3)) { _ in
            outcomes.append("response")
        } onError: { error in
            outcomes.append("\(error.code)")
        }

        #expect(await eventually { outcomes.count == 1 })
        #expect(outcomes.values == ["custom(3)"])
    }
}

/// Counts its executions and answers with the count so far.
struct RunCountingInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = Int
    }

    let runs: Recorder<Int>

    func execute(_ request: Request, completion: consuming Completion<Int>) {
        completion.complete(with: runs.appendCounting(0))
    }
}

/// Where middleware runs.
@Suite struct MiddlewareIsolationTests {
    @MainActor
    @Test func middlewareRunsOnTheCallersActor() async throws {
        let executor = InteractorExecutor()
        let onCallersActor = Recorder<Bool>()
        executor.register(EchoInteractor())
        executor.use(IsolationRecordingMiddleware(record: onCallersActor))

        _ = try await executor.execute(EchoInteractor.Request(text: "main"))
        _ = await Task.detached { try? await executor.execute(EchoInteractor.Request(text: "none")) }.value

        #expect(onCallersActor.values == [true, false], "on the main actor from it, on no actor from a detached task")
    }

    @MainActor
    @Test func aClosureBehindTheBuiltInMiddlewareAndTheCallbackInteractorRunOnTheCallersActor() async throws {
        let executor = InteractorExecutor()
        let onCallersActor = Recorder<String>()
        executor.register(MainActorCheckingInteractor(record: onCallersActor))
        executor.use(LoggingMiddleware { _ in })
        executor.use(MetricsMiddleware(ExecutionMetrics()))
        executor.use(RetryMiddleware(RetryPolicy(maxAttempts: 2) { _ in true }))
        // No capture list: with one, Swift 6.3.1 runs the closure on no actor (swiftlang/swift#87097).
        executor.use(for: MainActorCheckingInteractor.Request.self) { request, next in
            onCallersActor.append(#isolation === MainActor.shared ? "closure on the main actor" : "closure elsewhere")
            return try await next(request)
        }

        _ = try await executor.execute(MainActorCheckingInteractor.Request())

        #expect(onCallersActor.values == ["closure on the main actor", "interactor on the main actor"])
    }
}

/// Records whether it runs on the main actor.
private struct IsolationRecordingMiddleware: Middleware {
    let record: Recorder<Bool>

    nonisolated(nonsending) func intercept<Request: UseCaseRequest>(
        _ request: Request,
        next: Next<Request>
    ) async throws -> Request.Response {
        record.append(#isolation === MainActor.shared)
        return try await next(request)
    }
}

/// Checks, when it runs, that it runs on the main actor, and records that it did.
private struct MainActorCheckingInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = Int
    }

    let record: Recorder<String>

    func execute(_ request: Request, completion: consuming Completion<Int>) {
        MainActor.preconditionIsolated("the interactor behind middleware runs on the caller's actor")
        record.append("interactor on the main actor")
        completion.complete(with: 1)
    }
}
