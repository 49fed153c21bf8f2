// expected-error: is unavailable: This drops the use case's elements
// A screen's effect that executes a streamed use case with `.execute` would drop its elements.
import UseCases

struct ImportRequest: StreamRequest, Equatable {
    typealias Element = Int
    typealias Response = String
}

func importEffect() -> ScreenEffect<String, Never> {
    .execute(ImportRequest(), onComplete: { $0 }, onError: { $0.message })
}
