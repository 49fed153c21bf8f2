public import UseCases

// MARK: - Middleware
extension TodoLogic {
    /// How long one execution may take before its caller gets ``InteractorError/Code/timedOut``: ample for
    /// waiting behind many other `todo` commands that change the list, each in turn, and for reading and
    /// writing a long list; short enough that a hung disk does not hang the command line for good. (A list
    /// that one other `todo` holds for more than the gateway's patience is refused sooner, as busy.) An
    /// import names its own limits: ten minutes in all, and this one for each batch.
    public static var timeLimit: Duration {
        .seconds(60)
    }

    /// Adds the middleware every to-do use case runs behind, outermost first: `LoggingMiddleware`, so
    /// that its events also report timeouts, then `TimeoutMiddleware` with ``timeLimit``.
    ///
    /// - Parameters:
    ///   - executor: The executor the callers will use.
    ///   - log: Receives one event per execution, on whichever thread it ends; it must not block.
    ///   - middlewareClock: Measures durations and the time limit; a test passes a `TestClock`.
    public static func useMiddleware(
        on executor: InteractorExecutor,
        log: @escaping @Sendable (ExecutionRecord) -> Void,
        middlewareClock: some Clock<Duration> = ContinuousClock()
    ) {
        executor.use(LoggingMiddleware(clock: middlewareClock, log: log))
        executor.use(TimeoutMiddleware(after: timeLimit, clock: middlewareClock))
    }

    /// Creates an executor with all seven use cases registered, behind the middleware of
    /// ``useMiddleware(on:log:middlewareClock:)``.
    ///
    /// - Parameters:
    ///   - gateway: Where the list is stored.
    ///   - clock: Dates new and completed items.
    ///   - identifiers: Numbers new items.
    ///   - middlewareClock: Measures durations and the time limit; a test passes a `TestClock`.
    ///   - log: Receives one event per execution, on whichever thread it ends; it must not block.
    /// - Returns: A ready executor.
    public static func makeExecutor(
        gateway: any TodoGateway,
        clock: any ClockPlugin = SystemClockPlugin(),
        identifiers: any IdentifierPlugin = SequentialIdentifierPlugin(),
        middlewareClock: some Clock<Duration> = ContinuousClock(),
        log: @escaping @Sendable (ExecutionRecord) -> Void
    ) -> InteractorExecutor {
        let executor = InteractorExecutor()
        useMiddleware(on: executor, log: log, middlewareClock: middlewareClock)
        registerInteractors(on: executor, gateway: gateway, clock: clock, identifiers: identifiers)
        return executor
    }
}
