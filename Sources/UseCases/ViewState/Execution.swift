/// What an execute effect does: the request, and how its outcome becomes the command fed back.
///
/// The request's type is erased here, so that a reducer's effects fit in one array.
struct Execution<Command: Sendable>: Sendable {
    let request: any InteractorRequest
    let id: EffectID?
    /// Executes the request on the main actor and returns the command to feed back.
    let run: @MainActor @Sendable (InteractorExecutor) async -> Command
    /// Maps an outcome (a `Result` of the request's response type) to the command; `nil` for another type.
    private let mapOutcome: @Sendable (Any) -> Command?
    /// Whether a request, of any type, equals this one.
    private let isEqual: @Sendable (any InteractorRequest) -> Bool

    init<Request: InteractorRequest & Equatable>(
        _ request: Request,
        id: EffectID?,
        onComplete: @escaping @Sendable (Request.Response) -> Command,
        onError: @escaping @Sendable (InteractorError) -> Command
    ) {
        self.request = request
        self.id = id
        self.run = { executor in
            do throws(InteractorError) {
                return onComplete(try await executor.execute(request))
            } catch {
                return onError(error)
            }
        }
        self.mapOutcome = { outcome in
            switch outcome as? Result<Request.Response, InteractorError> {
            case .success(let response): onComplete(response)
            case .failure(let error): onError(error)
            case nil: nil
            }
        }
        self.isEqual = { other in (other as? Request) == request }
    }

    private init(
        request: any InteractorRequest,
        id: EffectID?,
        run: @escaping @MainActor @Sendable (InteractorExecutor) async -> Command,
        mapOutcome: @escaping @Sendable (Any) -> Command?,
        isEqual: @escaping @Sendable (any InteractorRequest) -> Bool
    ) {
        self.request = request
        self.id = id
        self.run = run
        self.mapOutcome = mapOutcome
        self.isEqual = isEqual
    }

    func command<Response>(after outcome: Result<Response, InteractorError>) -> Command? {
        mapOutcome(outcome)
    }

    func executesSameRequest(as other: Execution) -> Bool {
        isEqual(other.request)
    }

    /// The same execution, feeding back `transform(command)` instead.
    func map<Mapped>(_ transform: @escaping @Sendable (Command) -> Mapped) -> Execution<Mapped> {
        let run = self.run
        let mapOutcome = self.mapOutcome
        return Execution<Mapped>(
            request: request,
            id: id,
            run: { executor in transform(await run(executor)) },
            mapOutcome: { outcome in mapOutcome(outcome).map(transform) },
            isEqual: isEqual
        )
    }
}
