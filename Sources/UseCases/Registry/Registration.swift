/// A registration of any request type: what the table stores, and what adding middleware rebuilds.
protocol AnyRegistration: AnyObject, Sendable {
    var requestType: any InteractorRequest.Type { get }
    /// This registration's interactor behind the middleware in `middleware` that apply to it, or alone when
    /// none do.
    func applying(
        _ middleware: MiddlewareList,
        diagnostics: @escaping @Sendable (InteractorDiagnostic) -> Void
    ) -> any AnyRegistration
}

/// One registered interactor, typed by its request: how to run it, and the pipeline of middleware in front
/// of it, if any apply.
///
/// Made where `register` is called, by an `@inlinable` initializer, so that its closures are specialized
/// for the concrete interactor there; the code that runs a pipeline (``runPipeline``) comes from the same
/// place. How the executor runs a registration is in `InteractorExecutor+Execute.swift`
/// (`outcome(for:diagnostics:isolation:)`); how middleware is put in front of it, in `Pipeline.swift`.
@usableFromInline
final class Registration<Request: InteractorRequest>: AnyRegistration {
    @usableFromInline
    typealias Response = Request.Response

    /// How to run an execution; the executor switches over it.
    @usableFromInline
    enum Kind: ~Copyable, Sendable {
        /// Calls a callback ``Interactor``'s `execute(_:completion:)` with the request and the handle.
        case callback(@Sendable (Request, consuming Completion<Response>) -> Void)
        /// Runs an ``AsyncInteractor`` (whose body runs on no actor, as a nonisolated `async` function's does),
        /// or the pipeline in front of any interactor (on the caller's actor), and turns what it returns or
        /// throws into an outcome.
        case async(@Sendable (Request, isolated (any Actor)?) async -> Outcome<Response>)
    }

    @usableFromInline
    let kind: Kind
    /// The middleware in front of the interactor, or `nil` when none apply; `kind` runs it when there is one.
    @usableFromInline
    let pipeline: Pipeline<Request>?
    /// ``Pipeline/run(_:_:_:from:calledBy:isolation:)`` for this request type, specialized where the
    /// interactor was registered.
    @usableFromInline
    let runPipeline: Pipeline<Request>.Run

    @inlinable
    init(kind: consuming Kind, pipeline: Pipeline<Request>?, runPipeline: @escaping Pipeline<Request>.Run) {
        self.kind = kind
        self.pipeline = pipeline
        self.runPipeline = runPipeline
    }

    /// An interactor that `kind` runs, with no middleware in front of it: what every other initializer
    /// makes, and a lazy registration too.
    @inlinable
    convenience init(kind: consuming Kind) {
        self.init(kind: kind, pipeline: nil, runPipeline: Pipeline.run)
    }

    @inlinable
    convenience init<Wrapped: Interactor>(_ interactor: Wrapped) where Wrapped.Request == Request {
        self.init(
            kind: .callback { request, completion in
                interactor.execute(request, completion: completion)
            })
    }

    @inlinable
    convenience init<Wrapped: AsyncInteractor>(_ interactor: Wrapped) where Wrapped.Request == Request {
        self.init(
            kind: .async { request, _ in
                await interactor.outcome(for: request)
            })
    }

    var requestType: any InteractorRequest.Type { Request.self }
}
