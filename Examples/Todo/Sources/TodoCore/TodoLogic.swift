public import UseCases

/// The composition root: creates every use case with its gateway and plugins and registers it, behind the
/// logging and timeout middleware.
///
/// The command line calls ``makeExecutor(gateway:clock:identifiers:middlewareClock:log:)`` once at start-up
/// and then only executes requests; tests call it with an ``InMemoryTodoGateway`` and fixed plugins.
///
/// ```swift
/// let executor = TodoLogic.makeExecutor(gateway: JSONFileTodoGateway(fileURL: url)) { event in
///     print(String(reflecting: event.requestType), event.outcome, event.duration)
/// }
/// let listed = try await executor.execute(ListTodosInteractor.Request(filter: .open))
/// ```
public enum TodoLogic {
    /// Registers all seven use cases on `executor`.
    ///
    /// - Parameters:
    ///   - executor: The executor the callers will use.
    ///   - gateway: Where the list is stored.
    ///   - clock: Dates new and completed items.
    ///   - identifiers: Numbers new items.
    public static func registerInteractors(
        on executor: InteractorExecutor,
        gateway: any TodoGateway,
        clock: any ClockPlugin = SystemClockPlugin(),
        identifiers: any IdentifierPlugin = SequentialIdentifierPlugin()
    ) {
        executor.register(AddTodoInteractor(gateway: gateway, clock: clock, identifiers: identifiers))
        executor.register(ListTodosInteractor(gateway: gateway))
        executor.register(CompleteTodoInteractor(gateway: gateway, clock: clock))
        executor.register(RenameTodoInteractor(gateway: gateway))
        executor.register(DeleteTodoInteractor(gateway: gateway))
        executor.register(ClearCompletedTodosInteractor(gateway: gateway))
        executor.register(ImportTodosInteractor(gateway: gateway, clock: clock, identifiers: identifiers))
    }

    /// Creates an executor with all seven use cases registered, behind the middleware of
    /// ``useMiddleware(on:log:middlewareClock:)`` with a log that drops every event.
    ///
    /// - Parameters:
    ///   - gateway: Where the list is stored.
    ///   - clock: Dates new and completed items.
    ///   - identifiers: Numbers new items.
    /// - Returns: A ready executor.
    public static func makeExecutor(
        gateway: any TodoGateway,
        clock: any ClockPlugin = SystemClockPlugin(),
        identifiers: any IdentifierPlugin = SequentialIdentifierPlugin()
    ) -> InteractorExecutor {
        makeExecutor(gateway: gateway, clock: clock, identifiers: identifiers, log: { _ in })
    }
}
