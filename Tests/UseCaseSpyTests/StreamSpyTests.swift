import TestSupport
import Testing
import UseCaseSpy
import UseCases

/// A progress report of an import, for stream spy tests.
struct ImportRequest: StreamRequest, Equatable {
    typealias Element = Int
    typealias Response = String
    var lines: Int
}

/// A streamed use case that answers with nothing.
struct PagesRequest: StreamRequest, Equatable {
    typealias Element = [String]
}

/// `StreamSpy`: scripted elements and ends, held streams let go one element at a time with the consumer's
/// pace, and the end-of-test checks of a `TestExecutor`.
@Suite struct StreamSpyTests {
    @Test func sendsTheScriptedElementsThenTheResponse() async throws {
        let executor = InteractorExecutor()
        let importing = StreamSpy<ImportRequest>()
        importing.respond(with: "imported 2", after: [1, 2])
        executor.register(importing)
        var received: [Int] = []

        let response = try await executor.stream(ImportRequest(lines: 2)) { received.append($0) }

        #expect(received == [1, 2])
        #expect(response == "imported 2")
        #expect(importing.requests == [ImportRequest(lines: 2)])
    }

    @Test func sendsTheScriptedElementsThenTheError() async {
        let executor = InteractorExecutor()
        let importing = StreamSpy<ImportRequest>()
        importing.fail(with: InteractorError(message: "The file is unreadable."), after: [1])
        executor.register(importing)
        var received: [Int] = []

        let error = await #expect(throws: InteractorError.self) {
            for try await progress in executor.stream(ImportRequest(lines: 2)) {
                received.append(progress)
            }
        }

        #expect(received == [1])
        #expect(error?.message == "The file is unreadable.")
    }

    @Test func queuedOutcomesComeFirstInOrderThenTheStandingOne() async throws {
        let executor = InteractorExecutor()
        let pages = StreamSpy<PagesRequest>()
        pages.enqueue(.success(after: [["a"], ["b"]]), .run { _, elements in try await elements.send(["c"]) })
        pages.respond(after: [["d"]])
        executor.register(pages)
        var received: [[String]] = []

        for _ in 1...3 {
            try await executor.stream(PagesRequest()) { received.append($0) }
        }

        #expect(received == [["a"], ["b"], ["c"], ["d"]])
        #expect(pages.requests.count == 3)
    }

    @Test func anUnscriptedStreamFailsTheTestAndEndsWithAnError() async {
        let executor = InteractorExecutor()
        let importing = StreamSpy<ImportRequest>()
        executor.register(importing)

        await withKnownIssue {
            await #expect(throws: InteractorError.self) {
                _ = try await executor.stream(ImportRequest(lines: 1)) { _ in }
            }
        } matching: { issue in
            message(of: issue).contains("StreamSpy<UseCaseSpyTests.ImportRequest> was executed (#1)")
                && message(of: issue).contains("spy.respond(with: response, after: [elements])")
        }
    }

    @Test @MainActor func aHeldStreamLetsEachElementGoOnceTheConsumerHandledTheOneBefore() async {
        let executor = InteractorExecutor()
        let importing = StreamSpy<ImportRequest>()
        importing.hold()
        executor.register(importing)
        var shown: [String] = []

        let consuming = executor.execute(ImportRequest(lines: 3)) { done in
            shown.append("\(done) of 3")
        } onComplete: { summary in
            shown.append(summary)
        }
        await importing.nextRequest()
        #expect(importing.heldRequests == [ImportRequest(lines: 3)])

        await importing.sendHeld(1)
        #expect(shown == ["1 of 3"])
        await importing.sendHeld(2)
        #expect(shown == ["1 of 3", "2 of 3"])
        importing.completeHeld(with: "imported 2")
        await consuming.value

        #expect(shown == ["1 of 3", "2 of 3", "imported 2"])
        #expect(importing.heldRequests.isEmpty)
    }

    @Test func aHeldStreamPacesALoopInATask() async throws {
        let executor = InteractorExecutor()
        let importing = StreamSpy<ImportRequest>()
        importing.hold()
        executor.register(importing)
        let seen = TestRecorder<Int>()

        let consuming = Task {
            for try await done in executor.stream(ImportRequest(lines: 2)) {
                seen.record(done)
            }
        }
        await importing.nextRequest()
        await importing.sendHeld(1)
        #expect(seen.values == [1])
        await importing.sendHeld(2)
        #expect(seen.values == [1, 2])
        importing.failHeld(with: InteractorError(message: "Disk full."))

        await #expect(throws: InteractorError.self) { try await consuming.value }
    }

    @Test func sendingWithNothingHeldFailsTheTest() async {
        let importing = StreamSpy<ImportRequest>()

        await withKnownIssue {
            await importing.sendHeld(1)
        } matching: { issue in
            message(of: issue).contains("has no held execution to send 1 from")
        }
    }
    @Test func sendingToAConsumerThatNeverTakesTheElementFailsTheTestAfterTheLimit() async {
        let executor = InteractorExecutor()
        let importing = StreamSpy<ImportRequest>()
        importing.hold()
        executor.register(importing)

        let stream = executor.stream(ImportRequest(lines: 1))  // Never iterated.
        await importing.nextRequest()
        await withKnownIssue {
            await importing.sendHeld(1, timeout: .zero)
        } matching: { issue in
            message(of: issue).contains("to handle element #1")
                && message(of: issue).contains("it has handled 0")
        }
        _ = stream
    }

    @Test func aConsumerThatStopsCancelsItsHeldStream() async {
        let executor = InteractorExecutor()
        let importing = StreamSpy<ImportRequest>()
        importing.hold()
        executor.register(importing)

        let consuming = Task {
            for try await done in executor.stream(ImportRequest(lines: 3)) where done == 1 {
                break
            }
        }
        await importing.nextRequest()
        await importing.sendHeld(1)  // Returns once the loop broke off.
        _ = await consuming.result

        #expect(importing.heldRequests.isEmpty)
    }
}

/// The end-of-test checks of streams.
@Suite struct TestExecutorStreamTests {
    @Test func aStreamedRequestGetsAStreamSpy() async throws {
        try await TestExecutor.run { test in
            let importing = test.spy(for: ImportRequest.self)
            importing.respond(with: "imported 1", after: [1])

            var received: [Int] = []
            let response = try await test.executor.stream(ImportRequest(lines: 1)) { received.append($0) }

            #expect(received == [1])
            #expect(response == "imported 1")
            #expect(importing.requests.count == 1)
        }
    }

    @Test @MainActor func aStreamWhoseConsumingTaskWasCancelledBeforeItRanIsNotLeftOpen() {
        struct Importer: StreamInteractor {
            func execute(_ request: ImportRequest, elements: ElementSender<Int>) async throws -> String {
                for line in 1...max(1, request.lines) {
                    try await elements.send(line)
                }
                return "imported \(request.lines)"
            }
        }
        let test = TestExecutor()
        test.executor.register(Importer())

        let consuming = test.executor.execute(ImportRequest(lines: 2)) { _ in
        } onComplete: { _ in
        }
        consuming.cancel()

        test.finish()  // Before the consuming task ran: its stream counts as cancelled.
    }

    @Test func aStreamLeftOpenFailsTheTestAtFinish() async throws {
        let test = TestExecutor()
        let importing = test.spy(for: ImportRequest.self)
        importing.respond(with: "imported 2", after: [1, 2])

        let stream = test.executor.stream(ImportRequest(lines: 2))
        var iterator = stream.makeAsyncIterator()
        #expect(try await iterator.next() == 1)
        await importing.nextRequest()

        withKnownIssue {
            test.finish()
        } matching: { issue in
            message(of: issue).contains("the stream of ImportRequest(lines: 2) is still open at the end of the test")
                && message(of: issue).contains("its consumer took 1 element(s)")
        }
        _ = iterator
    }

    @Test func streamsConsumedOrCancelledPassTheCheck() async throws {
        let test = TestExecutor()
        defer { test.finish() }
        let importing = test.spy(for: ImportRequest.self)
        importing.respond(with: "imported 2", after: [1, 2])

        _ = try await test.executor.stream(ImportRequest(lines: 2)) { _ in }
        for try await _ in test.executor.stream(ImportRequest(lines: 2)) {
            break
        }
        await importing.waitForExecution(2)
    }

    @Test func aHeldStreamLeftOpenIsReportedOnceAsHeld() async {
        let test = TestExecutor()
        let importing = test.spy(for: ImportRequest.self)
        importing.hold()

        let stream = test.executor.stream(ImportRequest(lines: 2))
        await importing.nextRequest()

        let failures = TestRecorder<String>()
        withKnownIssue {
            test.finish()
        } matching: { issue in
            failures.record(message(of: issue))
            return true
        }
        #expect(failures.values.count == 1, "\(failures.values)")
        #expect(failures.values.first?.contains("still holds 1 execution(s) open") == true)
        _ = stream
    }
}
