import TestSupport
import Testing
import UseCaseSpy
import UseCases

/// Point 8: a spy is `Sendable` and loses nothing under concurrent use.
@Suite struct SpyConcurrencyTests {
    @Test func tenThousandConcurrentExecutionsLoseNoRecord() async {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.respond { $0.value }
        executor.register(numbers)
        let responses = await withTaskGroup(of: Int?.self) { group in
            for value in 0..<10_000 {
                group.addTask { try? await executor.execute(NumberRequest(value: value)) }
            }
            var responses: [Int] = []
            for await response in group {
                if let response { responses.append(response) }
            }
            return responses
        }
        #expect(responses.count == 10_000)
        #expect(Set(responses) == Set(0..<10_000))
        #expect(numbers.requests.count == 10_000)
        #expect(Set(numbers.requests.map(\.value)) == Set(0..<10_000))
    }

    @Test @MainActor func closureAndAwaitingCallersOnManyThreadsWhileTheTestReadsAndScripts() async {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.respond(with: 1)
        executor.register(numbers)
        let completions = Recorder<Int>()
        await withTaskGroup(of: Void.self) { group in
            for value in 0..<2_000 {
                group.addTask {
                    if value.isMultiple(of: 2) {
                        executor.executeDetached(NumberRequest(value: value)) { completions.append($0) }
                    } else if let response = try? await executor.execute(NumberRequest(value: value)) {
                        completions.append(response)
                    }
                }
                if value.isMultiple(of: 100) {
                    group.addTask {
                        numbers.respond(with: 1)
                        _ = numbers.requests.last
                        _ = numbers.heldRequests.count
                    }
                }
            }
        }
        #expect(await eventually { completions.count == 2_000 })
        #expect(numbers.requests.count == 2_000)
        #expect(Set(numbers.requests.map(\.value)).count == 2_000)
    }
}

/// A held execution is recorded and held in one step, so no reader sees one without the other.
@Suite struct SpyHoldConsistencyTests {
    @Test func everyRecordedExecutionIsAlreadyHeldWhenAReaderSeesIt() async {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.hold()
        executor.register(numbers)
        let executions = 500
        let seenUnheld = await withTaskGroup(of: Int.self) { group in
            group.addTask {
                var seenUnheld = 0
                // Spins beside the executions, but only for so long: heldCount walks every held execution.
                for _ in 0..<20_000 {
                    // Read in this order: every execution counted here must already be held.
                    let executed = numbers.peekAtRequests().count
                    if numbers.heldRequests.count < executed {
                        seenUnheld += 1
                    }
                    if executed == executions {
                        break
                    }
                }
                return seenUnheld
            }
            for value in 0..<executions {
                group.addTask {
                    executor.executeDetached(NumberRequest(value: value)) { _ in
                    } onError: { _ in
                    }
                    return 0
                }
            }
            return await group.reduce(0, +)
        }
        #expect(seenUnheld == 0)
        #expect(numbers.heldRequests.count == executions)
    }
}
