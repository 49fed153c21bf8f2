import UseCases

/// What every spy stores: its state behind its lock, its executions for the tasks that wait for one, where
/// its failures go, and where it was created.
struct SpyStorage<Request: UseCaseRequest, Script: Sendable, Held: Sendable>: Sendable {
    let state = Locked(SpyState<Request, Script, Held>())
    /// The executions so far, for the tasks that wait for one.
    let executions = Arrivals()
    let reporter = FailureReporter()
    /// Where the spy was created, where the failures it records on its own point.
    let callSite: CallSite
}
