/// A registered interactor, seen through its request type only.
///
/// The executor stores registrations as `AnyObject` keyed by `ObjectIdentifier(Request.self)` and,
/// because the key fixes the request type, casts back to `Registration<Request>` without a check.
/// The two subclasses adapt callback and `async` interactors to both call styles.
@usableFromInline
class Registration<Request: InteractorRequest>: @unchecked Sendable {
    // @unchecked: this base class has no stored state; its subclasses hold one `let` Sendable interactor.

    @usableFromInline
    init() {}

    /// Runs the interactor for a caller that passed closures.
    @usableFromInline
    func execute(_ request: Request, callbacks: Callbacks<Request.Response>, isolation: isolated (any Actor)?) {
        preconditionFailure("Registration is abstract")
    }

    /// Runs the interactor for an awaiting caller.
    @usableFromInline
    func execute(
        _ request: Request,
        reporter: Reporter,
        isolation: isolated (any Actor)?
    ) async -> Result<Request.Response, InteractorError> {
        preconditionFailure("Registration is abstract")
    }
}

/// Adapts a callback-style ``Interactor``.
@usableFromInline
final class CallbackRegistration<Wrapped: Interactor>: Registration<Wrapped.Request>, @unchecked Sendable {
    // @unchecked: the only stored property is a `let` of a Sendable type.
    @usableFromInline
    let interactor: Wrapped

    @usableFromInline
    init(_ interactor: Wrapped) {
        self.interactor = interactor
    }

    @inlinable
    override func execute(
        _ request: Wrapped.Request,
        callbacks: Callbacks<Wrapped.Request.Response>,
        isolation: isolated (any Actor)?
    ) {
        interactor.execute(request, completion: Completion(.callbacks(callbacks)))
    }

    @inlinable
    override func execute(
        _ request: Wrapped.Request,
        reporter: Reporter,
        isolation: isolated (any Actor)?
    ) async -> Result<Wrapped.Request.Response, InteractorError> {
        let state = CompletionState<Wrapped.Request.Response>(.starting, reporter: reporter)
        return await withTaskCancellationHandler {
            await withCheckedContinuation(isolation: isolation) { continuation in
                if state.attach(continuation) {
                    interactor.execute(request, completion: Completion(.state(state)))
                }
            }
        } onCancel: {
            state.cancel()
        }
    }
}

/// Adapts an ``AsyncInteractor``.
@usableFromInline
final class AsyncRegistration<Wrapped: AsyncInteractor>: Registration<Wrapped.Request>, @unchecked Sendable {
    // @unchecked: the only stored property is a `let` of a Sendable type.
    @usableFromInline
    let interactor: Wrapped

    @usableFromInline
    init(_ interactor: Wrapped) {
        self.interactor = interactor
    }

    @inlinable
    override func execute(
        _ request: Wrapped.Request,
        callbacks: Callbacks<Wrapped.Request.Response>,
        isolation: isolated (any Actor)?
    ) {
        let interactor = interactor
        Task {
            _ = isolation  // Captured so the task runs on the caller's actor, where the callbacks belong.
            let result = await Self.run(interactor, request, requestType: Wrapped.Request.self)
            callbacks.deliver(result)
        }
    }

    @inlinable
    override func execute(
        _ request: Wrapped.Request,
        reporter: Reporter,
        isolation: isolated (any Actor)?
    ) async -> Result<Wrapped.Request.Response, InteractorError> {
        let result = await Self.run(interactor, request, requestType: Wrapped.Request.self)
        if Task.isCancelled, case .success = result {
            return .failure(.cancelled(Wrapped.Request.self))
        }
        return result
    }

    @inlinable
    static func run(
        _ interactor: Wrapped,
        _ request: Wrapped.Request,
        requestType: any Any.Type
    ) async -> Result<Wrapped.Request.Response, InteractorError> {
        do {
            return .success(try await interactor.execute(request))
        } catch {
            return .failure(InteractorError(wrapping: error, requestType: requestType))
        }
    }
}
