import UseCases

/// Middleware that only passes the request on: what one middleware costs at the least.
public struct PassThroughMiddleware: Middleware {
    /// Creates the middleware.
    public init() {}

    /// Runs the rest of the pipeline and returns what it returns.
    public func intercept<Request: InteractorRequest>(
        _ request: Request,
        next: Next<Request>
    ) async throws -> Request.Response {
        try await next(request)
    }
}

/// Builds an executor like ``makeExecutor(registeredTypes:)`` with `count` pass-through middleware for every
/// request type.
public func makeExecutor(middleware count: Int) -> InteractorExecutor {
    let executor = makeExecutor()
    for _ in 0..<count {
        executor.use(PassThroughMiddleware())
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
}
