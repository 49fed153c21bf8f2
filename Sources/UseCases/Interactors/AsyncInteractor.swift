/// A use case written as an `async` function that returns its response or throws.
///
/// It registers and executes exactly like an ``Interactor``; callers cannot tell the two apart.
///
/// ```swift
/// struct LoadProfileInteractor: AsyncInteractor {
///     let gateway: any ProfileGateway
///
///     func execute(_ request: LoadProfileRequest) async throws -> Profile {
///         try await gateway.profile(id: request.userID)
///     }
/// }
/// ```
///
/// ## Implementation requirements
/// Throw an ``InteractorError`` to give the caller a message and code; any other error reaches the caller
/// as ``InteractorError/Code/interactorThrew`` with the original in ``InteractorError/underlyingError``.
/// An awaiting caller runs the interactor inside its own task, so cancellation reaches it through
/// `Task.isCancelled` and `CancellationError`: check for it in long work, because the awaiting caller
/// gets its answer only when this function returns.
public protocol AsyncInteractor<Request>: Sendable {
    /// The request this interactor handles; its type is the key the executor registers it under.
    associatedtype Request: InteractorRequest

    /// Performs the use case for one request.
    ///
    /// - Parameter request: The parameters of this execution.
    /// - Returns: The response for the caller.
    /// - Throws: An ``InteractorError``, or any error, which the caller receives wrapped in one.
    func execute(_ request: Request) async throws -> Request.Response
}

extension AsyncInteractor {
    /// Runs the interactor and turns what it returns or throws into an outcome.
    @inlinable
    nonisolated(nonsending) func outcome(for request: Request) async -> Outcome<Request.Response> {
        do {
            return .success(try await execute(request))
        } catch {
            return .failure(InteractorError(wrapping: error, requestType: Request.self))
        }
    }
}
