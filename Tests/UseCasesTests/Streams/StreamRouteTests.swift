import TestSupport
import Testing
import UseCases

/// A stream's elements travel along its own route, handed from middleware to middleware by `Next`: an
/// execution that a middleware starts has a route of its own, every stream is counted, and a middleware
/// may observe the elements.
@Suite struct StreamRouteTests {
    /// Runs another execution through the executor before the rest of the pipeline, as a hand-written
    /// prefetch would.
    struct PrefetchMiddleware: Middleware {
        /// Weak: the executor keeps the middleware.
        weak var executor: InteractorExecutor?
        let prefetch: @Sendable (any UseCaseRequest, InteractorExecutor) async throws -> Void

        func intercept<Request: UseCaseRequest>(
            _ request: Request,
            next: Next<Request>
        ) async throws -> Request.Response {
            if let executor {
                try await prefetch(request, executor)
            }
            return try await next(request)
        }
    }

    @Test func anExecutionAMiddlewareStartsSendsNoElementToTheStreamAroundIt() async throws {
        let executor = InteractorExecutor()
        executor.register(CountInteractor())
        executor.use(
            PrefetchMiddleware(executor: executor) { request, executor in
                if (request as? CountRequest)?.count == 3 {
                    _ = try await executor.stream(CountRequest(count: 2)) { _ in }
                }
            })
        var received: [Int] = []

        let response = try await executor.stream(CountRequest(count: 3)) { received.append($0) }

        #expect(received == [1, 2, 3], "each element once, in the order the use case sent it")
        #expect(response == "counted 3")
    }

    @Test func aStreamIsLoggedWithItsElementsAndAPlainExecutionWithout() async throws {
        let executor = InteractorExecutor { _ in }
        executor.register(CountInteractor())
        executor.register(EchoInteractor())
        let events = Recorder<ExecutionRecord>()
        executor.use(LoggingMiddleware { events.append($0) })

        #expect(try await executor.stream(CountRequest(count: 3)) { _ in } == "counted 3")
        #expect(try await executor.execute(EchoInteractor.Request(text: "plain")).isEmpty == false)

        #expect(events.values.map(\.elements) == [3, nil])
    }

    @Test func aMiddlewareObservesEachElementBeforeTheConsumerReceivesIt() async throws {
        let executor = InteractorExecutor()
        executor.register(CountInteractor())
        executor.register(EchoInteractor())
        let observed = Recorder<String>()
        executor.use(for: CountRequest.self, name: "observing") { request, next in
            try await next.observingElements { observed.append("observed \($0)") }(request)
        }
        executor.use(for: EchoInteractor.Request.self, name: "not streamed") { request, next in
            #expect(next.isStreaming == false)
            #expect(next.elementCount == 0)
            return try await next.observingElements { observed.append("never \($0)") }(request)
        }
        var received: [Int] = []

        _ = try await executor.stream(CountRequest(count: 3)) { number in
            received.append(number)
            observed.append("received \(number)")
        }
        _ = try await executor.execute(EchoInteractor.Request(text: "plain"))

        #expect(received == [1, 2, 3])
        let order = observed.values
        for number in 1...3 {
            let seen = try #require(order.firstIndex(of: "observed \(number)"))
            let got = try #require(order.firstIndex(of: "received \(number)"))
            #expect(seen < got, "\(order)")
        }
        #expect(order.filter { $0.hasPrefix("never") }.isEmpty)
    }

    @Test func aMiddlewareThatDetachesTheRestOfThePipelineKeepsTheElements() async throws {
        let diagnostics = Recorder<InteractorDiagnostic.Kind>()
        let executor = InteractorExecutor { diagnostics.append($0.kind) }
        executor.register(CountInteractor())
        executor.use(for: CountRequest.self, name: "detaching") { request, next in
            try await Task.detached { try await next(request) }.value
        }
        var received: [Int] = []

        _ = try await executor.stream(CountRequest(count: 3)) { received.append($0) }

        #expect(received == [1, 2, 3])
        #expect(diagnostics.values.isEmpty)
    }
}
