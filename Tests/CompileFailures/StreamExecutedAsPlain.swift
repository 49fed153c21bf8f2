// expected-error: requires that 'CountRequest' conform to 'InteractorRequest'
// A streamed use case cannot be executed as a plain one, which would drop its elements: use stream(_:).
import UseCases

struct CountRequest: StreamRequest {
    typealias Element = Int
    var count: Int
}

func run(_ executor: InteractorExecutor) async throws {
    _ = try await executor.execute(CountRequest(count: 3))
}
