import Testing
import UseCaseSpy
import UseCases

/// Streamed use cases, executed in each call style: every element once and in order, the end once, and a
/// consumer that stops cancels the use case.
@Suite struct StreamTests {
    @Test func iteratesEveryElementInOrderThenHasTheResponse() async throws {
        let executor = InteractorExecutor()
        executor.register(CountInteractor())

        let stream = executor.stream(CountRequest(count: 5))
        var numbers: [Int] = []
        for try await number in stream {
            numbers.append(number)
        }

        #expect(numbers == [1, 2, 3, 4, 5])
        #expect(stream.response == "counted 5")
    }

    @Test @MainActor func closuresReceiveEachElementThenTheResponseOnTheCallersActor() async {
        let executor = InteractorExecutor()
        executor.register(CountInteractor())
        var events: [String] = []

        let task = executor.execute(CountRequest(count: 3)) { number in
            MainActor.assertIsolated()
            events.append("\(number)")
        } onComplete: { response in
            MainActor.assertIsolated()
            events.append(response)
        } onError: { error in
            events.append("error: \(error)")
        }
        await task.value

        #expect(events == ["1", "2", "3", "counted 3"])
    }

    @Test @MainActor func awaitingReturnsTheResponseAfterEveryElement() async throws {
        let executor = InteractorExecutor()
        executor.register(CountInteractor())
        var numbers: [Int] = []

        let response = try await executor.stream(CountRequest(count: 4)) { numbers.append($0) }

        #expect(numbers == [1, 2, 3, 4])
        #expect(response == "counted 4")
    }

    @Test func anErrorEndsTheIterationAfterTheElementsBeforeIt() async {
        let executor = InteractorExecutor()
        executor.register(FailingStreamInteractor())
        var received: [String] = []

        await #expect(throws: InteractorError.self) {
            for try await element in executor.stream(FailingStreamRequest()) {
                received.append(element)
            }
        }
        #expect(received == ["first"])
    }

    @Test func aStreamNobodyRegisteredFailsWithNotRegistered() async {
        let diagnostics = TestRecorder<InteractorDiagnostic.Kind>()
        let executor = InteractorExecutor { diagnostics.record($0.kind) }

        do {
            for try await _ in executor.stream(CountRequest(count: 1)) {}
            Issue.record("The iteration ended without an error.")
        } catch {
            #expect(error.code == .notRegistered)
        }
        #expect(diagnostics.values.isEmpty, "the consumer received notRegistered")
    }

    @Test func aStreamRegisteredLazilyBuildsItsInteractorOnce() async throws {
        let executor = InteractorExecutor()
        let builds = TestRecorder<Void>()
        executor.registerLazily {
            builds.record(())
            return CountInteractor()
        }

        var numbers: [Int] = []
        _ = try await executor.stream(CountRequest(count: 2)) { numbers.append($0) }
        _ = try await executor.stream(CountRequest(count: 2)) { numbers.append($0) }

        #expect(builds.values.count == 1)
        #expect(numbers == [1, 2, 1, 2])
    }

    @Test func breakingOutOfTheLoopCancelsTheUseCaseAtOnce() async throws {
        let executor = InteractorExecutor()
        let ended = TestRecorder<String>()
        executor.register(EndlessInteractor(ended: ended))

        for try await number in executor.stream(EndlessRequest()) where number == 3 {
            break
        }

        // It can have sent at most the three taken, the buffer's sixteen, and the one it waited with.
        let end = await ended.next()
        #expect(end?.hasSuffix("cancelled: true") == true, "\(end ?? "-")")
    }

    @Test func cancellingTheConsumersTaskCancelsTheUseCaseAndEndsTheIteration() async {
        let executor = InteractorExecutor()
        let ended = TestRecorder<String>()
        executor.register(EndlessInteractor(ended: ended))
        let taken = TestRecorder<Int>()

        let consumer = Task {
            do {
                for try await number in executor.stream(EndlessRequest()) {
                    taken.record(number)
                }
                return "ended without an error"
            } catch {
                return "\((error as? InteractorError)?.code.description ?? "\(error)")"
            }
        }
        _ = await taken.next()
        consumer.cancel()

        #expect(await consumer.value == "\(InteractorError.Code.cancelled)")
        #expect(await ended.next()?.hasSuffix("cancelled: true") == true)
    }

    @Test func aUseCaseThatIgnoresCancellationHasItsLaterElementsRefused() async {
        let executor = InteractorExecutor()
        let sends = TestRecorder<Bool>()
        executor.register(StubbornInteractor(sends: sends))
        var received: [Int] = []

        let consumer = Task {
            var iterator = executor.stream(StubbornRequest()).makeAsyncIterator()
            return try await iterator.next()
        }
        received.append((try? await consumer.value).flatMap { $0 } ?? -1)
        // The iterator is gone: the use case was cancelled, and each later send is refused.
        var outcomes: [Bool] = []
        for _ in 1...5 {
            outcomes.append(await sends.next() ?? true)
        }

        #expect(received == [1])
        #expect(outcomes.last == false)
        #expect(outcomes.count { $0 } <= 2, "at most the taken element and the one buffered: \(outcomes)")
    }

    @Test func anElementSentAfterTheEndIsReportedAndNotDelivered() async throws {
        let diagnostics = TestRecorder<InteractorDiagnostic.Kind>()
        let executor = InteractorExecutor { diagnostics.record($0.kind) }
        let kept = TestRecorder<ElementSender<Int>>()
        executor.register(LeakyInteractor(kept: kept))

        let stream = executor.stream(LeakyRequest())
        var iterator = stream.makeAsyncIterator()
        #expect(try await iterator.next() == 1)
        #expect(try await iterator.next() == nil)
        let sender = try #require(await kept.next())
        await #expect(throws: CancellationError.self) { try await sender.send(2) }

        #expect(diagnostics.values == [.elementAfterEnd])
    }

    @Test func aSlowConsumerKeepsTheUseCaseAtMostItsBufferAhead() async throws {
        let executor = InteractorExecutor()
        let sent = TestRecorder<Int>()
        executor.register(CountInteractor(sent: sent))
        var taken = 0
        var mostAhead = 0

        for try await _ in executor.stream(CountRequest(count: 200)) {
            taken += 1
            for _ in 0..<20 {
                await Task.yield()  // Time for the use case to run ahead, if anything let it.
            }
            mostAhead = max(mostAhead, sent.values.count - taken)
        }

        #expect(taken == 200)
        #expect(mostAhead <= CountRequest.bufferedElements)
    }

    @Test func anInteractorRunsAloneWithASenderThatRecords() async throws {
        let received = TestRecorder<Int>()
        let elements = ElementSender<Int> { received.record($0) }

        let response = try await CountInteractor().execute(CountRequest(count: 2), elements: elements)

        #expect(received.values == [1, 2])
        #expect(response == "counted 2")
        #expect(try await CountInteractor().execute(CountRequest(count: 2), elements: .discarding) == "counted 2")
    }

    @Test func theResponseReachesAConsumerThatWaitsWhenTheUseCaseEnds() async throws {
        let executor = InteractorExecutor()
        let (gate, open) = AsyncStream<Void>.makeStream()
        executor.register(GatedEndInteractor(gate: gate))
        let taken = TestRecorder<Int>()

        let consumer = Task { try await executor.stream(GatedEndRequest()) { taken.record($0) } }
        _ = await taken.next()
        for _ in 0..<50 {
            await Task.yield()  // Time for the consumer to wait for the end.
        }
        open.finish()

        #expect(try await consumer.value == "ended after its gate")
    }

    @Test func breakingOutOfTheLoopCancelsTheUseCaseWhileTheStreamIsKept() async throws {
        let executor = InteractorExecutor()
        let ended = TestRecorder<String>()
        executor.register(EndlessInteractor(ended: ended))

        let stream = executor.stream(EndlessRequest())
        for try await number in stream where number == 3 {
            break
        }

        #expect(await ended.next()?.hasSuffix("cancelled: true") == true)
        #expect(stream.response == nil, "kept to the end of the test; the use case did not answer")
    }

    @Test func lettingGoOfAStreamBeforeIteratingCancelsTheUseCase() async {
        let executor = InteractorExecutor()
        let ended = TestRecorder<String>()
        executor.register(EndlessInteractor(ended: ended))

        _ = executor.stream(EndlessRequest())

        #expect(await ended.next()?.hasSuffix("cancelled: true") == true)
    }

    @Test @MainActor func aCancelledClosureConsumerHearsOnlyOfTheCancellation() async {
        let executor = InteractorExecutor()
        executor.register(CountInteractor())
        var events: [String] = []

        let task = executor.execute(CountRequest(count: 3)) {
            events.append("\($0)")
        } onComplete: {
            events.append($0)
        } onError: {
            events.append("\($0.code)")
        }
        task.cancel()
        await task.value

        #expect(events == ["\(InteractorError.Code.cancelled)"])
    }

    @Test @MainActor func theClosuresTaskEndsOnceTheUseCaseHasEndedEvenAfterACancellation() async {
        let executor = InteractorExecutor()
        let (gate, open) = AsyncStream<Void>.makeStream()
        let ended = TestRecorder<String>()
        executor.register(StubbornEndInteractor(gate: gate, ended: ended))
        let heard = TestRecorder<String>()

        let task = executor.execute(StubbornEndRequest()) { _ in
            heard.record("element")
        } onComplete: {
            heard.record("complete")
        } onError: {
            heard.record("\($0.code)")
        }
        #expect(await heard.next() == "element")
        task.cancel()
        #expect(await heard.next() == "\(InteractorError.Code.cancelled)", "told at once")
        Task { open.finish() }
        await task.value

        #expect(ended.values == ["use case ended"], "the task ended after the use case")
    }

    @Test func aUseCaseMaySendFromSeveralTasksAtOnce() async throws {
        let executor = InteractorExecutor()
        executor.register(ConcurrentSendsInteractor())
        var received: [Int] = []

        let response = try await executor.stream(ConcurrentSendsRequest()) { received.append($0) }

        #expect(received.sorted() == Array(0..<50))
        #expect(response == 50)
    }

    @Test func aRequestThatIsBothPlainAndStreamedReportsItsDroppedElementsOnceWhenExecuted() async throws {
        let diagnostics = TestRecorder<InteractorDiagnostic.Kind>()
        let executor = InteractorExecutor { diagnostics.record($0.kind) }
        executor.register(PlainAndStreamedInteractor())

        #expect(try await executor.execute(PlainAndStreamedRequest(count: 3)) == 3)
        #expect(diagnostics.values == [.elementsDiscarded])
        #expect(try await executor.execute(PlainAndStreamedRequest(count: 0)) == 0)
        #expect(diagnostics.values == [.elementsDiscarded], "a use case that sends nothing drops nothing")
        #expect(try await executor.stream(PlainAndStreamedRequest(count: 2)) { _ in } == 2)
        #expect(diagnostics.values == [.elementsDiscarded], "a stream's elements have a consumer")
    }

    /// Conforms to both kinds of request, which the compiler cannot forbid: executed as a plain request, its
    /// elements have nowhere to go.
    struct PlainAndStreamedRequest: InteractorRequest, StreamRequest {
        typealias Response = Int
        typealias Element = Int
        var count: Int
    }

    struct PlainAndStreamedInteractor: StreamInteractor {
        func execute(_ request: PlainAndStreamedRequest, elements: ElementSender<Int>) async throws -> Int {
            for number in 0..<request.count {
                try await elements.send(number)
            }
            return request.count
        }
    }

    @Test func aSecondIteratorHasNoElementsAndLeavesTheFirstAlone() async throws {
        let executor = InteractorExecutor()
        executor.register(CountInteractor())
        let stream = executor.stream(CountRequest(count: 3))
        var first = stream.makeAsyncIterator()

        do {
            var second = stream.makeAsyncIterator()
            #expect(try await second.next() == nil)
        }  // The second goes, and cancels nothing.

        var numbers: [Int] = []
        while let number = try await first.next() {
            numbers.append(number)
        }
        #expect(numbers == [1, 2, 3])
        #expect(stream.response == "counted 3")
    }
}
