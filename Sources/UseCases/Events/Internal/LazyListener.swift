/// A listener registered with ``InteractorExecutor/listenLazily(order:_:)``: builds it on its first event.
struct LazyListener<Wrapped: EventListener>: EventListener {
    let lazy: LazyInteractor<Wrapped>

    func handle(_ event: Wrapped.Event) async throws {
        try await lazy.interactor(isolation: nil).handle(event)
    }
}
