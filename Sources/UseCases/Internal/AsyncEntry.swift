/// A registered `async` interactor, seen through its request type only; see ``CallbackEntry``.
@usableFromInline
class AsyncEntry<Request: InteractorRequest>: @unchecked Sendable {
    // @unchecked: the one stored property is a `let` @Sendable closure, and the subclass adds one `let`
    // Sendable interactor. No state is ever mutated, so no lock is needed.

    @usableFromInline
    typealias Response = Request.Response

    /// Runs the interactor in the calling task. The entry point itself runs on the caller's actor, so that
    /// calling it costs no executor switch of its own; the interactor's `execute` runs where it declares.
    @usableFromInline
    typealias Run =
        @Sendable (
            _ registration: AsyncEntry, _ request: Request, _ isolation: isolated (any Actor)?
        ) async -> Result<Response, InteractorError>

    @usableFromInline
    let run: Run

    @usableFromInline
    init(run: @escaping Run) {
        self.run = run
    }
}

/// Adapts an ``AsyncInteractor``.
@usableFromInline
final class AsyncRegistration<Wrapped: AsyncInteractor>: AsyncEntry<Wrapped.Request>, @unchecked Sendable {
    // @unchecked: adds one `let` of a Sendable type to an immutable base class; no lock is needed.
    @usableFromInline
    let interactor: Wrapped

    @inlinable
    init(_ interactor: Wrapped) {
        self.interactor = interactor
        super.init { registration, request, _ in
            let interactor = unsafeDowncast(registration, to: Self.self).interactor
            do {
                return .success(try await interactor.execute(request))
            } catch {
                return .failure(InteractorError(wrapping: error, requestType: Wrapped.Request.self))
            }
        }
    }
}
