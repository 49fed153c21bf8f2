/// What an executor tells the test kit's `TestExecutor` of its executions, which an app's executor keeps
/// to itself: package-only, so the app's product shows none of it.
@usableFromInline
package struct KitHooks: Sendable {
    /// Told of each request executed while no interactor is registered for its type. Its caller received
    /// ``InteractorError/Code/notRegistered``, so an app hears nothing of it; a test fails.
    @usableFromInline
    package var requestNotRegistered: @Sendable (any UseCaseRequest) -> Void
    /// Told of each stream of a registered use case as it starts, with its consumer's side, to check that
    /// every stream was consumed or cancelled.
    @usableFromInline
    package var streamStarted: @Sendable (any UseCaseRequest, any StreamConsumption) -> Void
    /// Told of each event as it is published, before any listener runs, so that a test sees which events a
    /// use case published.
    package var eventPublished: @Sendable (any InteractorEvent) -> Void

    package init(
        requestNotRegistered: @escaping @Sendable (any UseCaseRequest) -> Void,
        streamStarted: @escaping @Sendable (any UseCaseRequest, any StreamConsumption) -> Void,
        eventPublished: @escaping @Sendable (any InteractorEvent) -> Void = { _ in }
    ) {
        self.requestNotRegistered = requestNotRegistered
        self.streamStarted = streamStarted
        self.eventPublished = eventPublished
    }
}

extension InteractorExecutor {
    /// Tells the test kit of a request executed with no interactor: out of line, so that the executions'
    /// inlinable code, specialized in the app, carries one call for it and no existential.
    @usableFromInline
    func notRegistered(_ request: some UseCaseRequest) {
        kitHooks?.requestNotRegistered(request)
    }

    /// Tells the test kit of a stream that starts, with its consumer's side; out of line, as above.
    @usableFromInline
    func streamStarted(_ request: some UseCaseRequest, _ consumption: any StreamConsumption) {
        kitHooks?.streamStarted(request, consumption)
    }

    /// Tells the test kit of an event published; out of line, as above.
    @usableFromInline
    func published(_ event: some InteractorEvent) {
        kitHooks?.eventPublished(event)
    }
}
