// MARK: - A lazily built interactor

extension Registration {
    /// A callback interactor built on the first execution.
    @inlinable
    convenience init<Wrapped: Interactor>(lazy interactor: LazyInteractor<Wrapped>) where Wrapped.Request == Request {
        self.init(
            kind: .callback { request, completion in
                guard let built = interactor.interactorUnlessBuilding() else {
                    return interactor.executeWhenBuilt(request, completion: completion)
                }
                built.execute(request, completion: completion)
            })
    }

    /// An `async` interactor built on the first execution.
    @inlinable
    convenience init<Wrapped: AsyncInteractor>(lazy interactor: LazyInteractor<Wrapped>)
    where Wrapped.Request == Request {
        self.init(
            kind: .async { request, _, isolation in
                let built = await interactor.interactor(isolation: isolation)
                // Cancelled while it waited for the factory: the caller gets `cancelled` whatever runs.
                guard !Task.isCancelled else {
                    return .failure(.cancelled(Request.self))
                }
                return await built.outcome(for: request)
            })
    }
}
