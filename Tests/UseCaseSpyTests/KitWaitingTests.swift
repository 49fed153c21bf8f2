import TestSupport
import Testing
import UseCases

@testable import UseCaseSpy

/// Every kind of wait of the kit (a spy's next request and n-th execution, a clock's next sleep, a screen
/// test's fed-back command) takes any time limit, ends at once with one failure naming what it waited for
/// when its test is cancelled, and fails with a message when nothing comes in time.
///
/// A cancelled wait is tested both ways it can be cancelled: before it is registered, and while it waits.
/// Each gives a limit of 30 seconds, so that a cancellation that did not end the wait ends in a "Timed out"
/// failure, which the test does not expect; the one-minute limit of each test catches a wait that never ends.
@Suite struct KitWaitingTests {
    /// When the test cancels the waiting task.
    enum Cancellation: CaseIterable, Sendable {
        /// At once: the task is cancelled before its wait is registered.
        case beforeTheWait
        /// Once the wait is registered and suspended.
        case whileWaiting
    }

    /// Runs `wait` in a task, cancels it as `cancellation` says, and returns what it returned.
    private func cancelled<Result: Sendable>(
        _ cancellation: Cancellation,
        on arrivals: Arrivals,
        isolation: isolated (any Actor)? = #isolation,
        _ wait: @escaping @Sendable () async -> Result
    ) async -> Result {
        let waiter = Task { await wait() }
        if cancellation == .whileWaiting {
            while arrivals.waitingCount == 0 {
                await Task.yield()
            }
        }
        waiter.cancel()
        return await waiter.value
    }

    /// The failures `body` records, each of which must contain `text`.
    private func failures(
        containing text: String,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async -> Void
    ) async -> [String] {
        let failures = Recorder<String>()
        await withKnownIssue {
            await body()
        } matching: { issue in
            failures.append(message(of: issue))
            return message(of: issue).contains(text)
        }
        return failures.values
    }

    // MARK: Any limit
    @Test(.timeLimit(.minutes(1)), arguments: [.seconds(Int64.max), .seconds(400 * 24 * 60 * 60)] as [Duration])
    func aSpyWaitTakesALimitOfAnyLength(timeout: Duration) async {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.respond(with: 0)
        executor.register(numbers)
        let caller = Task {
            await Task.yield()
            _ = try? await executor.execute(NumberRequest(value: 7))
        }
        #expect(await numbers.nextRequest(timeout: timeout) == NumberRequest(value: 7))
        #expect(await numbers.waitForExecution(1, timeout: timeout) == NumberRequest(value: 7))
        await caller.value
    }
    @Test(.timeLimit(.minutes(1)), arguments: [.seconds(Int64.max), .seconds(400 * 24 * 60 * 60)] as [Duration])
    func aClockWaitTakesALimitOfAnyLength(timeout: Duration) async {
        let clock = TestClock()
        let sleeper = Task { try? await clock.sleep(for: .seconds(3)) }
        #expect(await clock.nextSleep(timeout: timeout) == .seconds(3))
        clock.advance(by: .seconds(3))
        await sleeper.value
    }
    @Test(.timeLimit(.minutes(1)), arguments: [.seconds(Int64.max), .seconds(400 * 24 * 60 * 60)] as [Duration])
    @MainActor func aScreenWaitTakesALimitOfAnyLength(timeout: Duration) async {
        let (executor, _) = searchExecutor { $0.respond(with: ["Swift"]) }
        let screen = ScreenTest(SearchReducer(), viewModel: .init(), executor: executor)
        defer { screen.finish() }
        screen.send(.search("swift")) {
            $0.query = "swift"
            $0.isSearching = true
        }
        await screen.receive(.found(["Swift"]), timeout: timeout) {
            $0.results = ["Swift"]
            $0.isSearching = false
        }
    }

    // MARK: A cancelled test

    // Nothing ever comes in these tests, so only the cancellation can end the wait within the suite's limit;
    // no clock is read, as the waiting task may itself wait many seconds for a thread (up to 14 s under
    // AddressSanitizer) before the wait begins.
    @Test(.timeLimit(.minutes(1)), arguments: Cancellation.allCases)
    func aCancelledWaitForARequestEndsAtOnceWithOneFailure(cancellation: Cancellation) async {
        let numbers = InteractorSpy<NumberRequest>()
        let failures = await failures(containing: "The test was cancelled while waiting for execution #1") {
            let request = await cancelled(cancellation, on: numbers.executions) {
                await numbers.nextRequest(timeout: .seconds(30))
            }
            #expect(request == nil)
        }
        #expect(failures.count == 1, "\(failures)")
        #expect(failures.first?.contains("InteractorSpy<UseCaseSpyTests.NumberRequest>") == true)
    }
    @Test(.timeLimit(.minutes(1)), arguments: Cancellation.allCases)
    func aCancelledWaitForTheNthExecutionEndsAtOnceWithOneFailure(cancellation: Cancellation) async {
        let numbers = InteractorSpy<NumberRequest>()
        let failures = await failures(containing: "cancelled while waiting for execution #3") {
            let request = await cancelled(cancellation, on: numbers.executions) {
                await numbers.waitForExecution(3, timeout: .seconds(30))
            }
            #expect(request == nil)
        }
        #expect(failures.count == 1, "\(failures)")
    }
    @Test(.timeLimit(.minutes(1)), arguments: Cancellation.allCases)
    func aCancelledWaitForASleepEndsAtOnceWithOneFailure(cancellation: Cancellation) async {
        let clock = TestClock()
        let failures = await failures(containing: "The test was cancelled while waiting for sleep #1") {
            let length = await cancelled(cancellation, on: clock.sleepStarts) {
                await clock.nextSleep(timeout: .seconds(30))
            }
            #expect(length == nil)
        }
        #expect(failures.count == 1, "\(failures)")
    }
    @Test(.timeLimit(.minutes(1)), arguments: Cancellation.allCases)
    func aCancelledWaitForARecordedValueEndsAtOnceWithOneFailure(cancellation: Cancellation) async {
        let shown = TestRecorder<Int>()
        let failures = await failures(containing: "The test was cancelled while waiting for value #1 of TestRecorder") {
            let value = await cancelled(cancellation, on: shown.recorded) { await shown.next(timeout: .seconds(30)) }
            #expect(value == nil)
        }
        #expect(failures.count == 1, "\(failures)")
    }
    @Test(.timeLimit(.minutes(1)), arguments: Cancellation.allCases)
    @MainActor func aCancelledWaitForAFedBackCommandEndsAtOnceWithOneFailure(cancellation: Cancellation) async {
        let (executor, search) = searchExecutor { $0.hold() }
        let screen = ScreenTest(SearchReducer(), viewModel: .init(), executor: executor)
        screen.send(.search("swift")) {
            $0.query = "swift"
            $0.isSearching = true
        }
        await search.nextRequest()
        let failures = await failures(containing: "to receive found([]); effects still running: execute") {
            let waiter = Task { await screen.receive(.found([]), timeout: .seconds(30)) }
            if cancellation == .whileWaiting {
                while screen.fedBack.waitingCount == 0 {
                    await Task.yield()
                }
            }
            waiter.cancel()
            await waiter.value
        }
        #expect(failures.count == 1, "\(failures)")
        #expect(failures.first?.hasPrefix("The test was cancelled while waiting for ScreenTest<") == true)
        screen.screen.stop()
        screen.finish()
    }
    @Test(.timeLimit(.minutes(1)))
    func aWaitForAnExecutionThatHappenedReturnsItEvenInATaskCancelledAlready() async throws {
        let executor = InteractorExecutor()
        let numbers = InteractorSpy<NumberRequest>()
        numbers.respond(with: 0)
        executor.register(numbers)
        _ = try await executor.execute(NumberRequest(value: 7))
        let waiter = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await numbers.nextRequest(timeout: .seconds(30))
        }
        #expect(await waiter.value == NumberRequest(value: 7))
    }

    // MARK: A hang
    @Test(.timeLimit(.minutes(1))) func aSleepThatNeverStartsFailsTheTestWithAMessage() async {
        let clock = TestClock()
        let failures = await failures(containing: "Timed out after 0.05 seconds waiting for sleep #1") {
            #expect(await clock.nextSleep(timeout: .milliseconds(50)) == nil)
        }
        #expect(failures.count == 1, "\(failures)")
        #expect(failures.first?.contains("given this clock and sleeps on it") == true)
    }
}
