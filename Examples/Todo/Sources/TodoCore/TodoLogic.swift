public import UseCases

/// The composition root: creates every use case with its gateway and plugins and registers it.
///
/// The command line calls ``makeExecutor(gateway:clock:identifiers:)`` once at start-up and then only
/// executes requests; tests call it with an ``InMemoryTodoGateway`` and fixed plugins.
///
/// ```swift
/// let executor = TodoLogic.makeExecutor(gateway: JSONFileTodoGateway(fileURL: url))
/// let listed = try await executor.execute(ListTodosInteractor.Request(filter: .open))
/// ```
public enum TodoLogic {
    /// Registers all six use cases on `executor`.
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
    }

    /// Creates an executor with all six use cases registered.
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
        let executor = InteractorExecutor()
        registerInteractors(on: executor, gateway: gateway, clock: clock, identifiers: identifiers)
        return executor
    }
}
