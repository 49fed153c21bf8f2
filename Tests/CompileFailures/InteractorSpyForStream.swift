// expected-error: is unavailable: An InteractorSpy sends no elements
// An `InteractorSpy` of a streamed request type would send no elements: a `StreamSpy` is the one to use.
import UseCaseSpy
import UseCases

struct ImportRequest: StreamRequest {
    typealias Element = Int
    typealias Response = String
}

func makeSpy() -> InteractorSpy<ImportRequest> {
    InteractorSpy<ImportRequest>()
}
