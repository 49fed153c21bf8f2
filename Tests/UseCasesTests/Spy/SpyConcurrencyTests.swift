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
        #expect(numbers.executionCount == 10_000)
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
                        _ = numbers.lastRequest
                        _ = numbers.heldCount
                    }
                }
            }
        }
        #expect(await eventually { completions.count == 2_000 })
        #expect(numbers.executionCount == 2_000)
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
                    let executed = numbers.executionCount
                    if numbers.heldCount < executed {
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
        #expect(numbers.heldCount == executions)
        numbers.reset()
    }

    @Test func resetEndsEveryHeldExecutionEvenWhileExecutionsRun() async {
        let executor = InteractorExecutor()
        let rounds = 300
        let executionsPerRound = 16
        let ended = Recorder<InteractorError.Code?>()  // nil for a response, which no execution gets here
        var spies: [InteractorSpy<NumberRequest>] = []
        var heldAfterReset = 0
        // An execution that comes after the reset finds no script and fails by design, thousands of times
        // in all: the test counts those failures instead of recording each one as a known issue.
        let unscripted = Recorder<String>()
        await FailureReporter.$diversion.withValue({ unscripted.append($0) }) {
            for round in 0..<rounds {
                let numbers = InteractorSpy<NumberRequest>()
                numbers.hold()
                executor.register(numbers)
                spies.append(numbers)
                await withTaskGroup(of: Void.self) { group in
                    for value in 0..<executionsPerRound {
                        group.addTask {
                            executor.executeDetached(NumberRequest(value: round * executionsPerRound + value)) { _ in
                                ended.append(nil)
                            } onError: { error in
                                ended.append(error.code)
                            }
                        }
                        if value == executionsPerRound / 2 {
                            group.addTask { numbers.reset() }
                        }
                    }
                }
                // Held before the reset, an execution has ended; after it, it is unscripted and never held.
                heldAfterReset += numbers.heldCount
            }
        }
        #expect(heldAfterReset == 0)
        #expect(await eventually { ended.count == rounds * executionsPerRound }, "Every caller must get an outcome")
        #expect(Set(ended.values).isSubset(of: [.notCompleted, .failed]))
        let failed = ended.values.count(where: { $0 == .failed })
        #expect(unscripted.count == failed, "One recorded failure per unscripted execution")
        #expect(unscripted.values.allSatisfy { $0.contains("it has no outcome scripted") })
        for numbers in spies {
            numbers.reset()
        }
    }
}
