// MARK: - A streamed interactor

extension Registration where Request: StreamRequest {
    /// A streamed use case's interactor: it sends its elements along the execution's ``StreamRoute``.
    ///
    /// An execution without a route is one with `execute`, which only a request type that conforms to both
    /// ``InteractorRequest`` and ``StreamRequest`` can reach: its elements are dropped, and the first is
    /// reported (``InteractorDiagnostic/Kind/elementsDiscarded``).
    @inlinable
    convenience init<Wrapped: StreamInteractor>(streaming interactor: Wrapped, diagnostics: DiagnosticReporter)
    where Wrapped.Request == Request {
        self.init(
            kind: .async { request, route, _ in
                let elements = route?.sender(for: Request.self) ?? .reportingDiscarded(to: diagnostics)
                return await interactor.outcome(for: request, elements: elements)
            })
    }

    /// A streamed use case's interactor built on the first execution.
    @inlinable
    convenience init<Wrapped: StreamInteractor>(
        streaming interactor: LazyInteractor<Wrapped>,
        diagnostics: DiagnosticReporter
    )
    where Wrapped.Request == Request {
        self.init(
            kind: .async { request, route, isolation in
                let elements = route?.sender(for: Request.self) ?? .reportingDiscarded(to: diagnostics)
                let built = await interactor.interactor(isolation: isolation)
                // Cancelled while it waited for the factory: the caller gets `cancelled` whatever runs.
                guard !Task.isCancelled else {
                    return .failure(.cancelled(Request.self))
                }
                return await built.outcome(for: request, elements: elements)
            })
    }
}
