import Testing
import TodoCore
import UseCaseSpy
import UseCases

/// The use cases `TodoLogic` registers, and the middleware it runs them behind: logging outermost, then the
/// timeout.
@Suite struct TodoLogicMiddlewareTests {
    /// The logic over an empty in-memory list, logging to a recorder, its middleware on a test clock.
    private struct Logic {
        let events = TestRecorder<ExecutionRecord>()
        let clock = TestClock()
        let executor: InteractorExecutor

        init() {
            executor = TodoLogic.makeExecutor(
                gateway: InMemoryTodoGateway(),
                clock: FixedClock(),
                middlewareClock: clock,
                log: { [events] in events.record($0) }
            )
        }
    }

    @Test
    func registersEveryUseCaseBehindLoggingThenTheTimeout() {
        for executor in [TodoLogic.makeExecutor(gateway: InMemoryTodoGateway()), Logic().executor] {
            let pipelines = [
                executor.pipeline(for: AddTodoInteractor.Request.self),
                executor.pipeline(for: ListTodosInteractor.Request.self),
                executor.pipeline(for: CompleteTodoInteractor.Request.self),
                executor.pipeline(for: RenameTodoInteractor.Request.self),
                executor.pipeline(for: DeleteTodoInteractor.Request.self),
                executor.pipeline(for: ClearCompletedTodosInteractor.Request.self),
                executor.pipeline(for: ImportTodosInteractor.Request.self),
            ]
            for pipeline in pipelines {
                #expect(pipeline.isRegistered, "\(pipeline)")
                #expect(pipeline.middleware == ["LoggingMiddleware", "TimeoutMiddleware"], "\(pipeline)")
            }
        }
    }

    @Test
    func logsOneEventForAnExecutionThatSucceeds() async throws {
        let logic = Logic()
        _ = try await logic.executor.execute(AddTodoInteractor.Request(title: "Buy milk"))

        #expect(logic.events.values.count == 1)
        let event = try #require(logic.events.values.first)
        #expect(event.requestType is AddTodoInteractor.Request.Type)
        #expect(event.request as? AddTodoInteractor.Request == AddTodoInteractor.Request(title: "Buy milk"))
        #expect(event.outcome == .success)
        #expect(event.error == nil)
        #expect(event.duration == .zero)  // Measured on the test clock, which did not move.
    }

    @Test
    func logsOneEventForAnExecutionThatFails() async throws {
        let logic = Logic()
        await #expect(throws: InteractorError.self) {
            try await logic.executor.execute(CompleteTodoInteractor.Request(id: 7))
        }

        #expect(logic.events.values.count == 1)
        let event = try #require(logic.events.values.first)
        #expect(event.requestType is CompleteTodoInteractor.Request.Type)
        #expect(event.outcome == .failure(.todoNotFound))
        #expect(event.error?.message == "There is no to-do #7. Run 'todo list' to see the numbers.")
    }

    @Test
    func endsAnExecutionThatOutlastsTheTimeLimit() async throws {
        let logic = Logic()
        // The gateway and plugins answer synchronously, so a use case that never answers is a held spy.
        let list = InteractorSpy(for: ListTodosInteractor.self)
        list.hold()
        logic.executor.register(list)

        let result = Task { try await logic.executor.execute(ListTodosInteractor.Request()) }
        guard let limit = await logic.clock.nextSleep() else {
            result.cancel()  // No timeout started, which nextSleep recorded; end the held execution.
            return
        }
        #expect(limit == .seconds(60))
        logic.clock.advance(by: limit)

        let error = await #expect(throws: InteractorError.self) { try await result.value }
        #expect(error?.code == .timedOut)
        #expect(logic.events.values.map(\.outcome) == [.failure(.timedOut)])
    }
}
