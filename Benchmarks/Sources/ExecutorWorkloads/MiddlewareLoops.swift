import UseCases

/// Middleware that only passes the request on: what one middleware costs at the least. It runs on its
/// caller's actor, as middleware should (`nonisolated(nonsending)`).
public struct PassThroughMiddleware: Middleware {
    /// Creates the middleware.
    public init() {}

    /// Runs the rest of the pipeline and returns what it returns.
    public nonisolated(nonsending) func intercept<Request: UseCaseRequest>(
        _ request: Request,
        next: Next<Request>
    ) async throws -> Request.Response {
        try await next(request)
    }
}

/// The same middleware without `nonisolated(nonsending)`: its `intercept` runs on no actor, as a plain
/// `async` function does in Swift 6 mode, so a caller on an actor leaves it and comes back.
public struct ConcurrentPassThroughMiddleware: Middleware {
    /// Creates the middleware.
    public init() {}

    /// Runs the rest of the pipeline and returns what it returns.
    public func intercept<Request: UseCaseRequest>(
        _ request: Request,
        next: Next<Request>
    ) async throws -> Request.Response {
        try await next(request)
    }
}

/// Builds an executor like ``makeExecutor(registeredTypes:)`` with `count` pass-through middleware for every
/// request type.
public func makeExecutor(middleware count: Int, concurrent: Bool = false) -> InteractorExecutor {
    let executor = makeExecutor()
    for _ in 0..<count {
        if concurrent {
            executor.use(ConcurrentPassThroughMiddleware())
        } else {
            executor.use(PassThroughMiddleware())
        }
    }
    return executor
}

extension Loops {
    /// Executes `IncrementRequest` `count` times with closures, waiting for each callback before the next:
    /// with middleware, the callback comes later, from a task.
    public static func executeAndWait(_ count: Int, on executor: InteractorExecutor) async -> Int {
        var sum = 0
        for value in 0..<count {
            sum &+= await withUnsafeContinuation { continuation in
                executor.executeDetached(IncrementRequest(value: value)) { continuation.resume(returning: $0) }
            }
        }
        return sum
    }

    /// `awaitAsyncInteractor` from the main actor, as a view model or a screen's effect awaits.
    @MainActor
    public static func awaitAsyncInteractorOnMainActor(_ count: Int, on executor: InteractorExecutor) async -> Int {
        var sum = 0
        for value in 0..<count {
            sum &+= (try? await executor.execute(AsyncIncrementRequest(value: value))) ?? 0
        }
        return sum
    }

    /// A hand-written chain of `stages` closures in front of a direct `await`, each calling the next: what a
    /// stage costs without an executor.
    public static func awaitClosureChain(_ count: Int, stages: Int) async -> Int {
        var chain: @Sendable (AsyncIncrementRequest) async throws -> Int = { try await Direct.increment($0) }
        for _ in 0..<stages {
            let next = chain
            chain = { try await next($0) }
        }
        var sum = 0
        for value in 0..<count {
            sum &+= (try? await chain(AsyncIncrementRequest(value: value))) ?? 0
        }
        return sum
    }
}
