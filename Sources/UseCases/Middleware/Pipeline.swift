/// The middleware that apply to one request type, in the order they were added, around its interactor.
///
/// Built when the interactor is registered or middleware is added (see ``Registry``), so an execution only
/// runs it. Stage `0` is the outermost middleware: the first one added.
@usableFromInline
final class Pipeline<Request: InteractorRequest>: Sendable {
    @usableFromInline
    typealias Response = Request.Response

    let stages: [Stage<Request>]
    /// The registration the pipeline wraps: the interactor alone.
    let interactor: Registry.Registration<Request>

    init(stages: [Stage<Request>], interactor: Registry.Registration<Request>) {
        self.stages = stages
        self.interactor = interactor
    }

    /// Runs the whole pipeline for one execution.
    @usableFromInline
    func run(_ request: Request, executor: InteractorExecutor) async -> Outcome<Response> {
        await run(request, from: 0, executor: executor)
    }

    /// Runs the pipeline from stage `index` on: that middleware and those after it, then the interactor.
    func run(_ request: Request, from index: Int, executor: InteractorExecutor) async -> Outcome<Response> {
        guard index < stages.count else {
            return await runInteractor(request, executor: executor)
        }
        let stage = stages[index]
        let next = Next(pipeline: self, index: index + 1, executor: executor)
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
    private func runInteractor(_ request: Request, executor: InteractorExecutor) async -> Outcome<Response> {
        switch interactor.kind {
        case .callback(let execute):
            return await executor.awaitCallbackInteractor(execute, request, isolation: nil)
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
