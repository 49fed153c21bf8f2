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
