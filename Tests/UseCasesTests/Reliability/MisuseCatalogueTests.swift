import TestSupport
import Testing
import UseCases
import UseCasesTestFixtures

/// Everything an interactor or a caller can get wrong, one test each: each ends with a defined outcome and
/// no hang. (Executing from inside a middleware joins this list when middleware exists.)
@Suite struct MisuseCatalogueTests {
    @Test @MainActor func unregisteredRequestWithOnErrorGetsNotRegistered() {
        let executor = InteractorExecutor()
        var errors: [InteractorError] = []
        executor.execute(EchoInteractor.Request(text: "nobody")) { _ in
            Issue.record("An unregistered request must not complete")
        } onError: {
            errors.append($0)
        }
        #expect(errors.map(\.code) == [.notRegistered])
    }

    @Test @MainActor func notRegisteredWithoutOnErrorGoesToDiagnosticsOnce() {
        let diagnostics = Recorder<InteractorDiagnostic>()
        let executor = InteractorExecutor(diagnostics: diagnostics.append)
        executor.execute(EchoInteractor.Request(text: "nobody")) { _ in }
        #expect(diagnostics.values.map(\.kind) == [.unhandledError])
        #expect(diagnostics.values.first?.error?.code == .notRegistered)
        #expect(diagnostics.values.first?.description.contains("EchoInteractor.Request") == true)
    }

    @Test @MainActor func secondCompletionIsNotDeliveredButReported() async throws {
        let diagnostics = Recorder<InteractorDiagnostic>()
        let executor = InteractorExecutor(diagnostics: diagnostics.append)
        executor.register(TwiceCompletingInteractor())
        let responses = Recorder<Int>()
        executor.execute(TwiceCompletingInteractor.Request()) { responses.append($0) }
        #expect(try await executor.execute(TwiceCompletingInteractor.Request()) == 1)
        #expect(await eventually { responses.values == [1] })
        #expect(diagnostics.values.map(\.kind) == [.completedTwice, .completedTwice])
        #expect(diagnostics.values.first?.description.contains("TwiceCompletingInteractor.Request") == true)
    }

    @Test func completionAfterCancellationIsIgnoredAndNotReported() async {
        let diagnostics = Recorder<InteractorDiagnostic>()
        let executor = InteractorExecutor(diagnostics: diagnostics.append)
        let gate = Gate()
        executor.register(GatedInteractor(gate: gate))
        let task = Task { try await executor.execute(GatedInteractor.Request()) }
        #expect(await eventually { gate.isWaiting })
        task.cancel()
        _ = await task.result
        gate.open(with: 1)
        #expect(diagnostics.values.isEmpty)
    }

    @Test func droppedCompletionFailsAwaitingCallerWithoutHanging() async {
        let executor = InteractorExecutor()
        executor.register(DroppingInteractor())
        let error = await #expect(throws: InteractorError.self) {
            try await executor.execute(DroppingInteractor.Request())
        }
        #expect(error?.code == .notCompleted)
    }

    @Test func otherErrorsAreWrappedWithTheOriginalKept() async {
        let executor = InteractorExecutor()
        executor.register(ThrowingInteractor(error: SomeError(value: 3)))
        let error = await #expect(throws: InteractorError.self) {
            try await executor.execute(ThrowingInteractor.Request())
        }
        #expect(error?.code == .interactorThrew)
        #expect(error?.underlyingError as? SomeError == SomeError(value: 3))
        #expect(error?.message.contains("ThrowingInteractor.Request") == true)
    }

    @Test func detachedCompletionAnswersAnAwaitingCaller() async throws {
        let executor = InteractorExecutor()
        executor.register(DetachedEchoInteractor())
        #expect(try await executor.execute(DetachedEchoInteractor.Request(text: "later")) == "later")
    }

    @Test @MainActor func callbackMayExecuteAgain() async throws {
        let executor = InteractorExecutor()
        executor.register(EchoInteractor())
        var responses: [String] = []
        executor.execute(EchoInteractor.Request(text: "first")) { first in
            responses.append(first)
            executor.execute(EchoInteractor.Request(text: "second")) { responses.append($0) }
        }
        #expect(responses == ["first", "second"])
    }

    @Test @MainActor func interactorMayExecuteOtherRequestsThroughTheSameExecutor() async throws {
        let executor = InteractorExecutor()
        executor.register(EchoInteractor())
        executor.register(AsyncEchoInteractor())
        executor.register(NestingInteractor(executor: executor))
        // The interactor holds the executor that holds it: break the cycle so the test leaks nothing.
        defer { executor.unregister(NestingInteractor.Request.self) }
        let response = try await executor.execute(NestingInteractor.Request(depth: 100))
        #expect(response == 100)
        var closureResponse: Int?
        executor.execute(NestingInteractor.Request(depth: 100)) { closureResponse = $0 }
        #expect(await eventually { closureResponse == 100 })
    }

    @Test @MainActor func handleBorrowedByAnEscapingClosureFailsAnAwaitingCallerAtOnce() async {
        let executor = InteractorExecutor()
        executor.register(BorrowingInteractor())
        let error = await #expect(throws: InteractorError.self) {
            try await executor.execute(BorrowingInteractor.Request())
        }
        #expect(error?.code == .notCompleted)
    }

    @Test @MainActor func handleBorrowedByAnEscapingClosureFailsAClosureCallerOnItsActor() async {
        let executor = InteractorExecutor()
        executor.register(BorrowingInteractor())
        let error = await withCheckedContinuation { continuation in
            executor.execute(BorrowingInteractor.Request()) { _ in
                Issue.record("A handle nobody consumed must not complete")
            } onError: { error in
                MainActor.preconditionIsolated("onError must run on the caller's actor")
                continuation.resume(returning: error)
            }
        }
        #expect(error.code == .notCompleted)
    }

    @Test func sameRequestInstanceExecutedTwiceAtOnceEndsTwice() async throws {
        let executor = InteractorExecutor()
        let gate = Gate()
        let seen = Recorder<ObjectIdentifier>()
        executor.register(GatedClassInteractor(gate: gate, seen: seen))
        let request = GatedClassInteractor.Request()
        let first = Task { try await executor.execute(request) }
        let second = Task { try await executor.execute(request) }
        #expect(await eventually { gate.waitingCount == 2 })
        #expect(seen.values == [ObjectIdentifier(request), ObjectIdentifier(request)])
        gate.open(with: 5)
        #expect(try await first.value == 5)
        #expect(try await second.value == 5)
    }

    @Test @MainActor func requestReleasedByTheCallerBeforeCompletionStillCompletes() async {
        let executor = InteractorExecutor()
        let gate = Gate()
        executor.register(GatedClassInteractor(gate: gate))
        weak var released: GatedClassInteractor.Request?
        let responses = Recorder<Int>()
        do {
            let request = GatedClassInteractor.Request()
            released = request
            executor.execute(request) { responses.append($0) }
        }
        #expect(await eventually { gate.isWaiting })
        gate.open(with: 9)
        #expect(await eventually { responses.values == [9] })
        #expect(await eventually { released == nil })
    }
}

/// Lets an escaping closure borrow its handle, which keeps the handle alive after `execute` returns;
/// nothing can consume it any more. Swift 6 code can do that only through an API the compiler does not
/// check for concurrency, such as `LegacyScheduler`, which then releases the handle on another thread.
private struct BorrowingInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = String
    }

    func execute(_ request: Request, completion: consuming Completion<String>) {
        LegacyScheduler.runLater {
            _ = completion.isCancelled
        }
    }
}

/// Holds a class request until its gate opens.
private struct GatedClassInteractor: Interactor {
    final class Request: InteractorRequest {
        typealias Response = Int
    }

    let gate: Gate
    var seen = Recorder<ObjectIdentifier>()

    func execute(_ request: Request, completion: consuming Completion<Int>) {
        seen.append(ObjectIdentifier(request))
        gate.hold(completion.detach())
    }
}

/// Executes a chain of nested requests through the executor it was given, `depth` deep.
private struct NestingInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = Int
        var depth: Int
    }

    let executor: InteractorExecutor

    func execute(_ request: Request, completion: consuming Completion<Int>) {
        guard request.depth > 0 else { return completion.complete(with: 0) }
        let pending = completion.detach()
        executor.executeDetached(EchoInteractor.Request(text: "inner")) { _ in
            executor.executeDetached(Request(depth: request.depth - 1)) { inner in
                pending.complete(with: inner + 1)
            } onError: { error in
                pending.fail(with: error)
            }
        }
    }
}
