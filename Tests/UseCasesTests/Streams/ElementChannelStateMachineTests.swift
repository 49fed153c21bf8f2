import Testing

@testable import UseCases

/// The channel's decisions, called as functions: `Consumer` and `Sender` are plain numbers here.
@Suite struct ElementChannelStateMachineTests {
    private typealias State = ElementChannelStateMachine<String, Int, Int, Int>

    @Test func buffersUpToItsCapacityThenMakesTheSenderWait() {
        var state = State(capacity: 2)
        #expect(state.send("a") == .buffered)
        #expect(state.send("b") == .buffered)
        #expect(state.send("c") == .wait(number: 0))  // Nothing kept yet: the sender hands over its continuation.
        #expect(state.wait(0, element: "c", sender: 7) == nil)
        #expect(state.buffered == 2)
        // Half the buffer is free: the waiting sender's element takes the place of the one taken.
        #expect(text(state.next()) == "element a, resume 7")
        #expect(state.buffered == 2)
        #expect(text(state.next()) == "element b, resume none")
        #expect(text(state.next()) == "element c, resume none")
        #expect(text(state.next()) == "wait")
    }

    @Test func aWaitingSenderGoesOnOnceTheConsumerTookHalfTheBuffer() {
        var state = State(capacity: 4)
        for element in ["a", "b", "c", "d"] {
            #expect(state.send(element) == .buffered)
        }
        #expect(state.send("e") == .wait(number: 0))
        #expect(state.wait(0, element: "e", sender: 5) == nil)
        #expect(text(state.next()) == "element a, resume none")  // Three left: more than half.
        #expect(text(state.next()) == "element b, resume 5")  // Two left: half.
        #expect(state.buffered == 3, "c, d, and the waiting sender's e")
        #expect(text(state.next()) == "element c, resume none")
        #expect(text(state.next()) == "element d, resume none")
        #expect(text(state.next()) == "element e, resume none")
    }

    @Test func aSenderThatFindsRoomWhenItHandsOverItsContinuationGoesOnAtOnce() {
        var state = State(capacity: 1)
        _ = state.send("a")
        #expect(state.send("b") == .wait(number: 0))
        #expect(text(state.next()) == "element a, resume none")  // Nobody waits yet.
        #expect(state.wait(0, element: "b", sender: 3) == .buffered)
        #expect(text(state.next()) == "element b, resume none")
        #expect(text(state.next()) == "wait")
    }

    @Test func aSenderThatFindsTheConsumerWaitingHandsItItsElement() {
        var state = State(capacity: 1)
        _ = state.send("a")
        #expect(state.send("b") == .wait(number: 0))
        #expect(text(state.next()) == "element a, resume none")
        #expect(text(state.next()) == "wait")
        #expect(state.wait(9) == nil)
        #expect(state.wait(0, element: "b", sender: 3) == .deliver("b", to: 9))
    }

    @Test func sendersFromSeveralTasksWaitInTurn() {
        var state = State(capacity: 1)
        _ = state.send("a")
        #expect(state.send("b") == .wait(number: 0))
        #expect(state.send("c") == .wait(number: 1))
        #expect(state.wait(0, element: "b", sender: 1) == nil)
        #expect(state.wait(1, element: "c", sender: 2) == nil)
        #expect(state.send("d") == .wait(number: 2), "waits behind the others, though nothing was taken")
        #expect(text(state.next()) == "element a, resume 1")
        #expect(text(state.next()) == "element b, resume 2")
        #expect(text(state.next()) == "element c, resume none")
    }

    @Test func aWithdrawnSenderLosesItsPlaceAndItsElement() {
        var state = State(capacity: 1)
        _ = state.send("a")
        _ = state.send("b")
        _ = state.send("c")
        _ = state.wait(0, element: "b", sender: 1)
        _ = state.wait(1, element: "c", sender: 2)
        #expect(state.withdraw(0) == 1)
        #expect(state.withdraw(0) == nil, "withdrawn once")
        #expect(state.withdraw(7) == nil, "a number that waits for nothing")
        #expect(text(state.next()) == "element a, resume 2")
        #expect(text(state.next()) == "element c, resume none")
    }

    @Test func aBufferKeptFullHoldsOnlyItsCapacity() {
        var state = State(capacity: 2)
        _ = state.send("0")
        _ = state.send("1")
        for index in 2..<10_000 {
            if case .wait(let number) = state.send("\(index)") {
                _ = state.wait(number, element: "\(index)", sender: index)
            }
            _ = state.next()
            #expect(state.storedCount <= 4, "after \(index) elements")
        }
    }

    @Test func countsTheConsumersRequestsAndTheElementsItTook() {
        var state = State(capacity: 2)
        #expect(text(state.next()) == "wait")
        #expect(state.wait(1) == nil)
        #expect(state.send("a") == .deliver("a", to: 1))
        _ = state.send("b")
        #expect(text(state.next()) == "element b, resume none")
        #expect(state.requests == 2, "the request that waited counts once")
        #expect(state.taken == 2)
        #expect(state.isOpen)
        _ = state.finish(.success(1))
        #expect(state.isOpen, "until the consumer receives the end")
        _ = state.next()
        #expect(!state.isOpen)
        #expect(state.requests == 3)
    }

    @Test func handsAnElementStraightToAWaitingConsumer() {
        var state = State(capacity: 1)
        #expect(text(state.next()) == "wait")
        #expect(state.wait(3) == nil)
        #expect(state.send("a") == .deliver("a", to: 3))
        #expect(state.buffered == 0)
    }

    @Test func theEndComesAfterEveryBufferedElementAndOnce() {
        var state = State(capacity: 4)
        _ = state.send("a")
        #expect(text(state.finish(.success(42))) == "consumer none, refused []")
        #expect(text(state.next()) == "element a, resume none")
        #expect(text(state.next()) == "end 42")
        #expect(text(state.next()) == "finished")
        #expect(text(state.next()) == "finished")
    }

    @Test func theEndGoesStraightToAWaitingConsumer() {
        var state = State(capacity: 4)
        #expect(text(state.next()) == "wait")
        #expect(state.wait(5) == nil)
        #expect(text(state.finish(.failure(InteractorError(message: "No.")))) == "consumer 5, refused []")
        #expect(text(state.next()) == "finished")
    }

    @Test func theEndRefusesSendersLeftWaitingAndTakesNoMoreOfTheirElements() {
        var state = State(capacity: 1)
        _ = state.send("a")
        _ = state.send("b")
        _ = state.wait(0, element: "b", sender: 8)
        #expect(text(state.finish(.success(1))) == "consumer none, refused [8]")
        #expect(text(state.next()) == "element a, resume none")
        #expect(text(state.next()) == "end 1")
    }

    @Test func anElementSentAfterTheEndIsRefusedAndReported() {
        var state = State(capacity: 4)
        _ = state.finish(.success(1))
        #expect(state.send("late") == .refuseAfterEnd)
        #expect(text(state.next()) == "end 1")
        #expect(state.send("later") == .refuseAfterEnd)
    }

    @Test func stoppingDropsTheBufferTellsWhoWaitsAndCancelsARunningUseCase() {
        var state = State(capacity: 1)
        _ = state.send("a")
        _ = state.send("b")
        _ = state.wait(0, element: "b", sender: 9)
        let action = state.cancel()
        #expect(action.cancelsUseCase)
        #expect(action.senders == [9])
        #expect(action.consumer == nil)
        #expect(state.buffered == 0)
        #expect(state.send("c") == .refuse)
        #expect(text(state.next()) == "cancelled")  // Told once,
        #expect(text(state.next()) == "finished")  // then nothing more.
        #expect(text(state.finish(.success(1))) == "consumer none, refused []")
    }

    @Test func stoppingAWaitingConsumerTellsIt() {
        var state = State(capacity: 1)
        #expect(text(state.next()) == "wait")
        #expect(state.wait(4) == nil)
        let action = state.cancel()
        #expect(action.consumer == 4)
        #expect(text(state.next()) == "finished")  // It was told already.
    }

    @Test func stoppingAfterTheUseCaseEndedCancelsNothingAndAfterTheEndDoesNothing() {
        var state = State(capacity: 2)
        _ = state.send("a")
        _ = state.finish(.success(1))
        #expect(!state.cancel().cancelsUseCase)
        var ended = State(capacity: 2)
        _ = ended.finish(.success(1))
        _ = ended.next()
        let action = ended.cancel()
        #expect(!action.cancelsUseCase && action.consumer == nil && action.senders.isEmpty)
        #expect(text(ended.next()) == "finished")
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
