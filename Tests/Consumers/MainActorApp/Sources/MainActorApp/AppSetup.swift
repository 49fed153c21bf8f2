// The app's composition root: one executor, its interactors, a built-in middleware and one of the app's
// own. Proves that a middleware written in a main-actor-by-default module conforms to `Middleware`.
import UseCases

/// Writes down the request type of each execution it sees.
struct CountingMiddleware: Middleware {
    let log: ExecutionLog

    nonisolated(nonsending) func intercept<Request: UseCaseRequest>(
        _ request: Request,
        next: Next<Request>
    ) async throws -> Request.Response {
        await log.record("\(Request.self)")
        return try await next(request)
    }
}

/// What the app's middleware saw.
actor ExecutionLog {
    private(set) var names: [String] = []

    func record(_ name: String) {
        names.append(name)
    }
}

enum AppSetup {
    /// An executor with every use case of the app registered, and its middleware added.
    static func makeExecutor(
        log: ExecutionLog, events: @escaping @Sendable (ExecutionRecord) -> Void
    ) -> InteractorExecutor {
        let executor = InteractorExecutor()
        executor.register(GreetInteractor())
        executor.register(CountLettersInteractor())
        executor.register(CountdownInteractor())
        executor.use(LoggingMiddleware(log: events), for: .requests(ofType: CountLettersRequest.self))
        executor.use(CountingMiddleware(log: log), for: .requests(ofType: CountdownRequest.self))
        return executor
    }
}
