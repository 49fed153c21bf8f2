// expected-error: 'nil' is not compatible with expected argument type 'any Actor'
// A subscription's closure runs on the subscriber's actor, so code on no actor cannot subscribe with a closure
// that is not Sendable: it iterates executor.events(of:) instead.
import UseCases

struct ItemAdded: InteractorEvent {
    var title: String
}

nonisolated func follow(_ executor: InteractorExecutor) -> EventSubscription {
    executor.subscribe(to: ItemAdded.self) { event in
        print(event.title)
    }
}
