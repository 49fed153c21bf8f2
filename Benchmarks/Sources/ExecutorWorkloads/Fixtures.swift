import UseCases

// MARK: - Requests and interactors under test

/// The request every dispatch benchmark executes: trivial work, so the executor's own cost shows.
public struct IncrementRequest: InteractorRequest, Equatable {
    /// The next integer.
    public typealias Response = Int
    /// The integer to increment.
    public var value: Int

    /// Creates a request for `value + 1`.
    public init(value: Int) {
        self.value = value
    }
}

/// A callback interactor that completes synchronously with its request's value plus one.
public struct IncrementInteractor: Interactor {
    /// Creates the interactor.
    public init() {}

    /// Completes with `request.value + 1` before returning.
    public func execute(_ request: IncrementRequest, completion: consuming Completion<Int>) {
        completion.complete(with: request.value &+ 1)
    }
}

/// The request of the async interactor benchmarks.
public struct AsyncIncrementRequest: InteractorRequest {
    /// The next integer.
    public typealias Response = Int
    /// The integer to increment.
    public var value: Int

    /// Creates a request for `value + 1`.
    public init(value: Int) {
        self.value = value
    }
}

/// An async interactor that returns its request's value plus one.
public struct AsyncIncrementInteractor: AsyncInteractor {
    /// Creates the interactor.
    public init() {}

    /// Returns `request.value + 1`.
    public func execute(_ request: AsyncIncrementRequest) async throws -> Int {
        request.value &+ 1
    }
}

// MARK: - Baselines: the same work, called directly

/// The same use case written as plain functions, kept out of line: what an app pays without an executor.
///
/// `@inline(never)` keeps each a real call; the caller's completion closure is called inside it.
public enum Direct {
    /// Calls `completion` with `request.value + 1`.
    @inline(never)
    public static func increment(_ request: IncrementRequest, completion: (Int) -> Void) {
        completion(request.value &+ 1)
    }

    /// Returns `request.value + 1`.
    @inline(never)
    public static func increment(_ request: AsyncIncrementRequest) async throws -> Int {
        request.value &+ 1
    }
}

// MARK: - Executors

/// Builds an executor with `IncrementInteractor`, `AsyncIncrementInteractor` (each built on its first execution
/// when `lazily`) and `count - 2` fillers registered.
public func makeExecutor(registeredTypes count: Int = 2, lazily: Bool = false) -> InteractorExecutor {
    let executor = InteractorExecutor()
    if lazily {
        executor.registerLazily { IncrementInteractor() }
        executor.registerLazily { AsyncIncrementInteractor() }
    } else {
        executor.register(IncrementInteractor())
        executor.register(AsyncIncrementInteractor())
    }
    for register in FillerRequests.registrars(count: max(0, count - 2)) {
        register(executor)
    }
    return executor
}
