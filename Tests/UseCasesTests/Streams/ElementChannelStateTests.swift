import Testing

@testable import UseCases

/// The channel's decisions, called as functions: `Consumer` and `Sender` are plain numbers here.
@Suite struct ElementChannelStateTests {
    private typealias State = ElementChannelState<String, Int, Int, Int>

    @Test func buffersUpToItsCapacityThenMakesTheSenderWait() {
        var state = State(capacity: 2)
        #expect(state.send("a", from: nil) == .buffered)
        #expect(state.send("b", from: nil) == .buffered)
        #expect(state.send("c", from: nil) == .wait)  // Asked without waiting: nothing kept.
        #expect(state.send("c", from: 7) == .wait)
        #expect(state.buffered == 2)
        // The waiting sender's element takes the place of the one taken.
        #expect(text(state.next(nil)) == text(.element("a", resume: 7)))
        #expect(state.buffered == 2)
        #expect(text(state.next(nil)) == text(.element("b", resume: nil)))
        #expect(text(state.next(nil)) == text(.element("c", resume: nil)))
        #expect(text(state.next(nil)) == text(.wait))
    }

    @Test func handsAnElementStraightToAWaitingConsumer() {
        var state = State(capacity: 1)
        #expect(text(state.next(3)) == text(.wait))
        #expect(state.send("a", from: nil) == .deliver("a", to: 3))
        #expect(state.buffered == 0)
    }

    @Test func theEndComesAfterEveryBufferedElementAndOnce() {
        var state = State(capacity: 4)
        _ = state.send("a", from: nil)
        #expect(text(state.finish(.success(42))) == text(.kept))
        #expect(text(state.next(nil)) == text(.element("a", resume: nil)))
        #expect(text(state.next(nil)) == text(.end(.success(42))))
        #expect(text(state.next(nil)) == text(.finished))
        #expect(text(state.next(nil)) == text(.finished))
    }

    @Test func theEndGoesStraightToAWaitingConsumer() {
        var state = State(capacity: 4)
        #expect(text(state.next(5)) == text(.wait))
        #expect(
            text(state.finish(.failure(InteractorError(message: "No."))))
                == text(.deliver(.failure(InteractorError(message: "No.")), to: 5)))
        #expect(text(state.next(nil)) == text(.finished))
    }

    @Test func anElementSentAfterTheEndIsRefusedAndReported() {
        var state = State(capacity: 4)
        _ = state.finish(.success(1))
        #expect(state.send("late", from: nil) == .refuseAfterEnd)
        #expect(text(state.next(nil)) == text(.end(.success(1))))
        #expect(state.send("later", from: nil) == .refuseAfterEnd)
    }

    @Test func stoppingDropsTheBufferTellsWhoWaitsAndCancelsARunningUseCase() {
        var state = State(capacity: 1)
        _ = state.send("a", from: nil)
        _ = state.send("b", from: 9)
        let action = state.cancel()
        #expect(action.cancelsUseCase)
        #expect(action.sender == 9)
        #expect(action.consumer == nil)
        #expect(state.buffered == 0)
        #expect(state.send("c", from: nil) == .refuse)
        #expect(text(state.next(nil)) == text(.cancelled))  // Told once,
        #expect(text(state.next(nil)) == text(.finished))  // then nothing more.
        #expect(text(state.finish(.success(1))) == text(.dropped))
    }

    @Test func stoppingAWaitingConsumerTellsIt() {
        var state = State(capacity: 1)
        #expect(text(state.next(4)) == text(.wait))
        let action = state.cancel()
        #expect(action.consumer == 4)
        #expect(text(state.next(nil)) == text(.finished))  // It was told already.
    }

    @Test func stoppingAfterTheUseCaseEndedCancelsNothingAndAfterTheEndDoesNothing() {
        var state = State(capacity: 2)
        _ = state.send("a", from: nil)
        _ = state.finish(.success(1))
        #expect(!state.cancel().cancelsUseCase)
        var ended = State(capacity: 2)
        _ = ended.finish(.success(1))
        _ = ended.next(nil)
        let action = ended.cancel()
        #expect(!action.cancelsUseCase && action.consumer == nil && action.sender == nil)
        #expect(text(ended.next(nil)) == text(.finished))
    }

    private func text(_ action: State.NextAction) -> String {
        switch action {
        case .element(let element, let sender): "element \(element), resume \(sender.map(String.init) ?? "none")"
        case .end(let outcome): "end \(describe(outcome))"
        case .cancelled: "cancelled"
        case .finished: "finished"
        case .wait: "wait"
        }
    }

    private func text(_ action: State.FinishAction) -> String {
        switch action {
        case .deliver(let outcome, let consumer): "deliver \(describe(outcome)) to \(consumer)"
        case .kept: "kept"
        case .dropped: "dropped"
        }
    }

    private func describe(_ outcome: Outcome<Int>) -> String {
        switch outcome {
        case .success(let value): "\(value)"
        case .failure(let error): error.message
        }
    }
}
