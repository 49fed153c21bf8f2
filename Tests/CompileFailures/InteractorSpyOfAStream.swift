// expected-error: type 'CountRequest' does not conform to protocol 'InteractorRequest'
// An InteractorSpy sends no elements, so it cannot stand in for a streamed use case: use StreamSpy.
import UseCaseSpy
import UseCases

struct CountRequest: StreamRequest {
    typealias Element = Int
    var count: Int
}

let spy = InteractorSpy<CountRequest>()
