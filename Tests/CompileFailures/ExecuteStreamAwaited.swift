// expected-error: is unavailable: This drops the use case's elements
// Awaiting a streamed use case with the plain `execute(_:)` would drop its elements.
import UseCases

struct ImportRequest: StreamRequest {
    typealias Element = Int
    typealias Response = String
}

func importAll(on executor: InteractorExecutor) async throws {
    _ = try await executor.execute(ImportRequest())
}
