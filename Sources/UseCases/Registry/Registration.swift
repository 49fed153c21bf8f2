/// A registration of any request type: what the table stores, and what adding middleware rebuilds.
protocol AnyRegistration: AnyObject, Sendable {
    var requestType: any UseCaseRequest.Type { get }
    /// This registration's interactor behind the middleware in `middleware` that apply to it, or alone when
    /// none do.
    func applying(
        _ middleware: MiddlewareStateMachine,
        diagnostics: @escaping @Sendable (InteractorDiagnostic) -> Void
    ) -> any AnyRegistration
}

/// One registered interactor, typed by its request: how to run it, and the pipeline of middleware in front
/// of it, if any apply.
///
/// Made where `register` is called, by an `@inlinable` initializer, so that its closures are specialized
/// for the concrete interactor there; the code that runs a pipeline (``runPipeline``) comes from the same
/// place. This file holds how the executor runs a registration, `outcome(for:route:diagnostics:isolation:)`,
/// and how middleware is put in front of it; `Registration+Lazy.swift` and `Registration+Stream.swift` make
/// the registrations of lazily built and streamed interactors.
@usableFromInline
final class Registration<Request: UseCaseRequest>: AnyRegistration {
    @usableFromInline
    typealias Response = Request.Response

    /// How to run an execution; the executor switches over it.
    @usableFromInline
    enum Kind: ~Copyable, Sendable {
        /// Calls a callback ``Interactor``'s `execute(_:completion:)` with the request and the handle.
        case callback(@Sendable (Request, consuming Completion<Response>) -> Void)
        /// Runs an ``AsyncInteractor`` (whose body runs on no actor, as a nonisolated `async` function's does),
        /// a ``StreamInteractor`` with the execution's ``StreamRoute``, or the pipeline in front of any
        /// interactor (on the caller's actor), and turns what it returns or throws into an outcome.
        case async(@Sendable (Request, StreamRoute?, isolated (any Actor)?) async -> Outcome<Response>)
    }

    @usableFromInline
    let kind: Kind
    /// The middleware in front of the interactor, or `nil` when none apply; `kind` runs it when there is one.
    @usableFromInline
    let pipeline: Pipeline<Request>?
    /// ``Pipeline/run(_:_:_:route:from:calledBy:isolation:)`` for this request type, specialized where the
    /// interactor was registered.
    @usableFromInline
    let runPipeline: Pipeline<Request>.Run

    @inlinable
    init(
        kind: consuming Kind,
        pipeline: Pipeline<Request>?,
        runPipeline: @escaping Pipeline<Request>.Run
    ) {
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
            kind: .async { request, _, _ in
                await interactor.outcome(for: request)
            })
    }

    var requestType: any UseCaseRequest.Type { Request.self }
}

// MARK: - Running a registration

extension Registration {
    /// Runs the registration for an awaiting caller, for a caller with closures in a task, for a stream, or
    /// for the pipeline in front of it, and returns the outcome: the one place that does.
    ///
    /// `route` is the stream's, for a streamed execution, and `nil` for any other. Once the caller's task is
    /// cancelled, the outcome is ``InteractorError/Code/cancelled``, whatever the interactor answered: a
    /// callback interactor's caller gets it at once, an `async` one's when the interactor returns.
    @inlinable
    func outcome(
        for request: Request,
        route: StreamRoute?,
        diagnostics: @autoclosure () -> DiagnosticReporter,
        isolation: isolated (any Actor)?
    ) async -> Outcome<Response> {
        let outcome: Outcome<Response>
        switch kind {
        case .callback(let execute):
            outcome = await Self.awaitCallbackInteractor(execute, request, diagnostics(), isolation: isolation)
        case .async(let execute):
            outcome = await execute(request, route, isolation)
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
        _ diagnostics: DiagnosticReporter,
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
            // Sound: `wait(with:)` hands the continuation to the storage's state machine, which resumes it once.
            await withUnsafeContinuation(isolation: isolation) { continuation in
                storage.wait(with: continuation)
            }
        } onCancel: {
            storage.cancel()
        }
    }
}

// MARK: - Behind its middleware

extension Registration {
    /// The interactor of `pipeline` behind its middleware: an `async` registration whose closure runs them.
    convenience init(_ pipeline: Pipeline<Request>) {
        let run = pipeline.interactor.runPipeline
        self.init(
            kind: .async { request, route, isolation in
                do throws(InteractorError) {
                    return .success(try await run(pipeline, nil, request, route, 0, false, isolation))
                } catch {
                    return .failure(error)
                }
            },
            pipeline: pipeline,
            runPipeline: run
        )
    }

    /// This registration's interactor behind the middleware in `middleware` that apply to it, or alone when
    /// none do: what storing a registration and adding middleware file in the table.
    func applying(
        _ middleware: MiddlewareStateMachine,
        diagnostics: @escaping @Sendable (InteractorDiagnostic) -> Void
    ) -> any AnyRegistration {
        behind(middleware, diagnostics: diagnostics)
    }

    /// ``applying(_:diagnostics:)``, typed: also what a listener's delivery of an event is put behind.
    func behind(
        _ middleware: MiddlewareStateMachine,
        diagnostics: @escaping @Sendable (InteractorDiagnostic) -> Void
    ) -> Registration<Request> {
        let interactor = pipeline?.interactor ?? self
        let stages = middleware.stages(for: Request.self)
        guard !stages.isEmpty else {
            return interactor
        }
        return Registration(Pipeline(stages: stages, interactor: interactor, diagnostics: diagnostics))
    }
}
