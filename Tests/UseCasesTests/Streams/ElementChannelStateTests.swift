import Testing

@testable import UseCases

/// The channel's decisions, called as functions: `Consumer` and `Sender` are plain numbers here.
@Suite struct ElementChannelStateTests {
    private typealias State = ElementChannelState<String, Int, Int, Int>

    @Test func buffersUpToItsCapacityThenMakesTheSenderWait() {
        var state = State(capacity: 2)
        #expect(state.send("a", from: nil) == .buffered)
        #expect(state.send("b", from: nil) == .buffered)
        #expect(state.send("c", from: nil) == .wait(number: 0))  // Asked without waiting: nothing kept.
        #expect(state.send("c", from: 7) == .wait(number: 0))
        #expect(state.buffered == 2)
        // The waiting sender's element takes the place of the one taken.
        #expect(text(state.next(nil)) == "element a, resume 7")
        #expect(state.buffered == 2)
        #expect(text(state.next(nil)) == "element b, resume none")
        #expect(text(state.next(nil)) == "element c, resume none")
        #expect(text(state.next(nil)) == "wait")
    }

    @Test func sendersFromSeveralTasksWaitInTurn() {
        var state = State(capacity: 1)
        _ = state.send("a", from: nil)
        #expect(state.send("b", from: 1) == .wait(number: 0))
        #expect(state.send("c", from: 2) == .wait(number: 1))
        #expect(text(state.next(nil)) == "element a, resume 1")
        #expect(text(state.next(nil)) == "element b, resume 2")
        #expect(text(state.next(nil)) == "element c, resume none")
    }

    @Test func aWithdrawnSenderLosesItsPlaceAndItsElement() {
        var state = State(capacity: 1)
        _ = state.send("a", from: nil)
        _ = state.send("b", from: 1)
        _ = state.send("c", from: 2)
        #expect(state.withdraw(0) == 1)
        #expect(state.withdraw(0) == nil, "withdrawn once")
        #expect(text(state.next(nil)) == "element a, resume 2")
        #expect(text(state.next(nil)) == "element c, resume none")
    }

    @Test func aBufferKeptFullHoldsOnlyItsCapacity() {
        var state = State(capacity: 2)
        _ = state.send("0", from: nil)
        _ = state.send("1", from: nil)
        for index in 2..<10_000 {
            _ = state.send("\(index)", from: index)
            _ = state.next(nil)
            #expect(state.storedCount <= 4, "after \(index) elements")
        }
    }

    @Test func handsAnElementStraightToAWaitingConsumer() {
        var state = State(capacity: 1)
        #expect(text(state.next(3)) == "wait")
        #expect(state.send("a", from: nil) == .deliver("a", to: 3))
        #expect(state.buffered == 0)
    }

    @Test func theEndComesAfterEveryBufferedElementAndOnce() {
        var state = State(capacity: 4)
        _ = state.send("a", from: nil)
        #expect(text(state.finish(.success(42))) == "consumer none, refused []")
        #expect(text(state.next(nil)) == "element a, resume none")
        #expect(text(state.next(nil)) == "end 42")
        #expect(text(state.next(nil)) == "finished")
        #expect(text(state.next(nil)) == "finished")
    }

    @Test func theEndGoesStraightToAWaitingConsumer() {
        var state = State(capacity: 4)
        #expect(text(state.next(5)) == "wait")
        #expect(text(state.finish(.failure(InteractorError(message: "No.")))) == "consumer 5, refused []")
        #expect(text(state.next(nil)) == "finished")
    }

    @Test func theEndRefusesSendersLeftWaitingAndTakesNoMoreOfTheirElements() {
        var state = State(capacity: 1)
        _ = state.send("a", from: nil)
        _ = state.send("b", from: 8)
        #expect(text(state.finish(.success(1))) == "consumer none, refused [8]")
        #expect(text(state.next(nil)) == "element a, resume none")
        #expect(text(state.next(nil)) == "end 1")
    }

    @Test func anElementSentAfterTheEndIsRefusedAndReported() {
        var state = State(capacity: 4)
        _ = state.finish(.success(1))
        #expect(state.send("late", from: nil) == .refuseAfterEnd)
        #expect(text(state.next(nil)) == "end 1")
        #expect(state.send("later", from: nil) == .refuseAfterEnd)
    }

    @Test func stoppingDropsTheBufferTellsWhoWaitsAndCancelsARunningUseCase() {
        var state = State(capacity: 1)
        _ = state.send("a", from: nil)
        _ = state.send("b", from: 9)
        let action = state.cancel()
        #expect(action.cancelsUseCase)
        #expect(action.senders == [9])
        #expect(action.consumer == nil)
        #expect(state.buffered == 0)
        #expect(state.send("c", from: nil) == .refuse)
        #expect(text(state.next(nil)) == "cancelled")  // Told once,
        #expect(text(state.next(nil)) == "finished")  // then nothing more.
        #expect(text(state.finish(.success(1))) == "consumer none, refused []")
    }

    @Test func stoppingAWaitingConsumerTellsIt() {
        var state = State(capacity: 1)
        #expect(text(state.next(4)) == "wait")
        let action = state.cancel()
        #expect(action.consumer == 4)
        #expect(text(state.next(nil)) == "finished")  // It was told already.
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
        #expect(!action.cancelsUseCase && action.consumer == nil && action.senders.isEmpty)
        #expect(text(ended.next(nil)) == "finished")
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
        "consumer \(action.consumer.map(String.init) ?? "none"), refused \(action.refusedSenders)"
    }

    private func describe(_ outcome: Outcome<Int>) -> String {
        switch outcome {
        case .success(let value): "\(value)"
        case .failure(let error): error.message
        }
    }
}
