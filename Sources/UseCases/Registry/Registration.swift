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

/// One registered interactor, typed by its request: how to run it, and the pipeline of middleware around it,
/// if any apply.
///
/// Made where `register` is called, by an `@inlinable` initializer, so that its closures are specialized
/// for the concrete interactor there; the pipeline's code comes from the same place (``Pipeline/Run``).
@usableFromInline
final class Registration<Request: InteractorRequest>: AnyRegistration {
    @usableFromInline
    typealias Response = Request.Response

    /// How to run an execution; the executor switches over it.
    @usableFromInline
    enum Kind: ~Copyable, Sendable {
        /// Calls a callback ``Interactor``'s `execute(_:completion:)` with the request and the handle.
        case callback(@Sendable (Request, consuming Completion<Response>) -> Void)
        /// Runs an ``AsyncInteractor``, or the pipeline in front of any interactor, on the caller's actor, and
        /// turns what it returns or throws into an outcome.
        case async(@Sendable (Request, isolated (any Actor)?) async -> Outcome<Response>)
    }

    @usableFromInline
    let kind: Kind
    /// The middleware in front of the interactor, or `nil` when none apply; `kind` runs it when there is one.
    @usableFromInline
    let pipeline: Pipeline<Request>?
    /// The pipeline's code for this request type, made where the interactor was registered.
    @usableFromInline
    let runPipeline: Pipeline<Request>.Run

    @inlinable
    init<Wrapped: Interactor>(_ interactor: Wrapped) where Wrapped.Request == Request {
        kind = .callback { request, completion in
            interactor.execute(request, completion: completion)
        }
        pipeline = nil
        runPipeline = Pipeline.run
    }

    @inlinable
    init<Wrapped: AsyncInteractor>(_ interactor: Wrapped) where Wrapped.Request == Request {
        kind = .async { request, _ in
            await interactor.outcome(for: request)
        }
        pipeline = nil
        runPipeline = Pipeline.run
    }

    /// An interactor that `kind` runs, with no middleware in front of it: for a registration made elsewhere,
    /// such as a lazy one.
    @inlinable
    init(kind: consuming Kind) {
        self.kind = kind
        pipeline = nil
        runPipeline = Pipeline.run
    }

    /// The interactor of `pipeline` behind its middleware: an `async` registration whose closure runs them.
    private init(_ pipeline: Pipeline<Request>) {
        let run = pipeline.interactor.runPipeline
        kind = .async { request, isolation in
            do throws(InteractorError) {
                return .success(try await run(pipeline, nil, request, 0, false, isolation))
            } catch {
                return .failure(error)
            }
        }
        self.pipeline = pipeline
        runPipeline = run
    }

    var requestType: any InteractorRequest.Type { Request.self }

    func applying(
        _ middleware: MiddlewareList,
        diagnostics: @escaping @Sendable (InteractorDiagnostic) -> Void
    ) -> any AnyRegistration {
        let interactor = pipeline?.interactor ?? self
        let stages = middleware.stages(for: Request.self)
        guard !stages.isEmpty else {
            return interactor
        }
        return Registration(Pipeline(stages: stages, interactor: interactor, diagnostics: diagnostics))
    }

    // MARK: - Running it

    /// Runs the registration for an awaiting caller, or for the pipeline in front of it, and returns the
    /// outcome: the one place that does.
    ///
    /// Once the caller's task is cancelled, the outcome is ``InteractorError/Code/cancelled``, whatever the
    /// interactor answered: a callback interactor's caller gets it at once, an `async` one's when the
    /// interactor returns.
    @inlinable
    func outcome(
        for request: Request,
        diagnostics: @autoclosure () -> Diagnostics,
        isolation: isolated (any Actor)?
    ) async -> Outcome<Response> {
        let outcome: Outcome<Response>
        switch kind {
        case .callback(let execute):
            outcome = await Self.awaitCallbackInteractor(execute, request, diagnostics(), isolation: isolation)
        case .async(let execute):
            outcome = await execute(request, isolation)
        }
        return Task.isCancelled ? .failure(.cancelled(Request.self)) : outcome
    }

    /// Runs a callback interactor for an awaiting caller, without suspending when it completes before
    /// returning.
    ///
    /// The handle leaves the outcome in a ``CompletionStorage``. Only when the interactor detached its handle
    /// does the caller wait, on a continuation that the detached handle resumes.
    @inlinable
    static func awaitCallbackInteractor(
        _ execute: (Request, consuming Completion<Response>) -> Void,
        _ request: Request,
        _ diagnostics: Diagnostics,
        isolation: isolated (any Actor)?
    ) async -> Outcome<Response> {
        // A task cancelled before the execution starts gets its answer without running the interactor.
        guard !Task.isCancelled else {
            return .failure(.cancelled(Request.self))
        }
        let storage = CompletionStorage<Response>(awaiting: diagnostics)
        execute(request, Completion(.stored(storage)))
        if let returned = storage.interactorReturned() {
            return returned
        }
        return await withTaskCancellationHandler {
            // Sound: `attach` hands the continuation to the storage's state machine, which resumes it once.
            await withUnsafeContinuation(isolation: isolation) { continuation in
                storage.attach(continuation)
            }
        } onCancel: {
            storage.cancel()
        }
    }
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
