import Testing

@testable import UseCaseSpy

/// The kit's waiting as a pure function: which waits each arrival, time limit and cancellation ends, in
/// every order they can come in.
@Suite struct WaitStateMachineTests {
    @Test func aWaitForWhatArrivedAlreadyEndsAtOnce() {
        var list = WaitStateMachine<String>()
        _ = list.arrive(count: 2)
        let id = list.reserve()
        #expect(list.register(id, for: 1, ticket: "second") == .arrived)
        #expect(list.count == 0)
    }

    @Test func anArrivalEndsExactlyTheWaitsItSatisfies() {
        var list = WaitStateMachine<String>()
        let first = list.reserve()
        let third = list.reserve()
        #expect(list.register(first, for: 0, ticket: "first") == nil)
        #expect(list.register(third, for: 2, ticket: "third") == nil)
        #expect(list.arrive(count: 1) == ["first"])
        #expect(list.arrive(count: 2).isEmpty)
        #expect(list.arrive(count: 3) == ["third"])
        #expect(list.count == 0)
    }

    @Test func aCountReportedOutOfOrderNeverGoesBack() {
        var list = WaitStateMachine<String>()
        _ = list.arrive(count: 3)
        _ = list.arrive(count: 2)  // A concurrent event that reported late.
        #expect(list.arrived == 3)
        let id = list.reserve()
        #expect(list.register(id, for: 2, ticket: "third") == .arrived)
    }

    @Test(arguments: [WaitEnd.timedOut, .cancelled])
    func aLimitOrACancellationEndsARegisteredWaitOnce(end: WaitEnd) {
        var list = WaitStateMachine<String>()
        let id = list.reserve()
        #expect(list.register(id, for: 0, ticket: "first") == nil)
        #expect(list.end(id, with: end) == "first")
        #expect(list.end(id, with: .timedOut) == nil)
        #expect(list.arrive(count: 1).isEmpty)
        #expect(list.count == 0)
    }

    @Test(arguments: [WaitEnd.timedOut, .cancelled])
    func aLimitOrACancellationBeforeTheRegistrationEndsItThere(end: WaitEnd) {
        var list = WaitStateMachine<String>()
        let id = list.reserve()
        #expect(list.end(id, with: end) == nil)
        #expect(list.end(id, with: .cancelled) == nil, "Only the first end counts")
        #expect(list.register(id, for: 0, ticket: "first") == end)
        #expect(list.count == 0)
    }

    @Test(arguments: [WaitEnd.timedOut, .cancelled])
    func whatArrivedBeforeTheWaitBeganWinsOverALimitOrACancellationBeforeTheRegistration(end: WaitEnd) {
        var list = WaitStateMachine<String>()
        _ = list.arrive(count: 1)
        let id = list.reserve()
        #expect(list.end(id, with: end) == nil)
        #expect(list.register(id, for: 0, ticket: "first") == .arrived)
        #expect(list.count == 0)
    }

    @Test func anArrivalBeatsALaterLimit() {
        var list = WaitStateMachine<String>()
        let id = list.reserve()
        #expect(list.register(id, for: 0, ticket: "first") == nil)
        #expect(list.arrive(count: 1) == ["first"])
        #expect(list.end(id, with: .timedOut) == nil)
    }
}
