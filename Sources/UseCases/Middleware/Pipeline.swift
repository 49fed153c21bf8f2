/// The middleware that apply to one request type, in the order they were added, around its interactor.
///
/// Built when the interactor is registered or middleware is added (see ``Registry``), so an execution only
/// runs it. Stage `0` is the outermost middleware: the first one added. A registration with a pipeline is
/// an `.async` registration whose closure runs it, so the executor runs it as it runs any `async`
/// interactor, and executions without middleware carry none of it.
@usableFromInline
final class Pipeline<Request: InteractorRequest>: Sendable {
    @usableFromInline
    typealias Response = Request.Response

    let stages: [Stage<Request>]
    /// The registration the pipeline wraps: the interactor alone.
    let interactor: Registry.Registration<Request>
    /// Where a middleware that called `next` twice, or an interactor that completed twice, is reported.
    let diagnostics: Diagnostics

    init(
        stages: [Stage<Request>],
        interactor: Registry.Registration<Request>,
        diagnostics: @escaping @Sendable (InteractorDiagnostic) -> Void
    ) {
        self.stages = stages
        self.interactor = interactor
        self.diagnostics = Diagnostics(handler: diagnostics, requestType: Request.self)
    }

    /// Runs the pipeline from stage `index` on: that middleware and those after it, then the interactor.
    func run(_ request: Request, from index: Int) async -> Outcome<Response> {
        guard index < stages.count else {
            return await runInteractor(request)
        }
        let stage = stages[index]
        let next = Next(pipeline: self, index: index + 1)
        let returned: Outcome<Response>
        do {
            returned = .success(try await stage.intercept(request, next))
        } catch {
            returned = .failure(InteractorError(wrapping: error, requestType: Request.self, middleware: stage.name))
        }
        return next.calls.outcome(returned: returned)
    }

    /// Runs the interactor, on no actor, with the rules of an awaiting caller: a cancelled task gets
    /// ``InteractorError/Code/cancelled``, whatever the interactor answered.
    private func runInteractor(_ request: Request) async -> Outcome<Response> {
        switch interactor.kind {
        case .callback(let execute):
            return await InteractorExecutor.awaitCallbackInteractor(
                execute, request, diagnostics: diagnostics, isolation: nil)
        case .async(let execute):
            let returned = await execute(request, nil)
            return Task.isCancelled ? .failure(.cancelled(Request.self)) : returned
        }
    }
}

/// One middleware in a ``Pipeline``, specialized for the pipeline's request type.
struct Stage<Request: InteractorRequest>: Sendable {
    let name: String
    let intercept: @Sendable (Request, Next<Request>) async throws -> Request.Response
}
