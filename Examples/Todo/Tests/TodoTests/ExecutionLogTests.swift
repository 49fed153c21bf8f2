import Testing
import TodoCore
import UseCaseSpy
import UseCases

@testable import todo

/// The `--verbose` lines: their format, and one per execution of the executor the log creates.
@Suite struct ExecutionLogTests {
    @Test
    func formatsASuccessAsOneLine() {
        let event = ExecutionRecord(
            request: AddTodoInteractor.Request(title: "Buy milk"),
            error: nil,
            duration: .milliseconds(2)
        )
        #expect(ExecutionLog.line(for: event) == "[usecase] AddTodoInteractor.Request: success in 0.002 seconds")
    }

    @Test
    func formatsAStreamWithItsElements() {
        let event = ExecutionRecord(
            request: ImportTodosInteractor.Request(titles: ["A"]), error: nil, duration: .seconds(2), elements: 100)
        #expect(
            ExecutionLog.line(for: event)
                == "[usecase] ImportTodosInteractor.Request: success in 2.0 seconds, 100 elements")
    }

    @Test
    func writesOneLinePerExecution() async throws {
        let lines = TestRecorder<String>()
        let executor = ExecutionLog { lines.record($0) }.makeExecutor(gateway: InMemoryTodoGateway())
        _ = try await executor.execute(AddTodoInteractor.Request(title: "Buy milk"))
        _ = try? await executor.execute(DeleteTodoInteractor.Request(id: 7))

        let written = lines.values
        #expect(written.count == 2)
        let (added, deleted) = (written.first ?? "", written.last ?? "")
        #expect(added.hasPrefix("[usecase] AddTodoInteractor.Request: success in "))
        #expect(deleted.hasPrefix("[usecase] DeleteTodoInteractor.Request: failure(custom(1001)) in "))
        #expect(deleted.hasSuffix(" seconds: There is no to-do #7. Run 'todo list' to see the numbers."))
    }
}
