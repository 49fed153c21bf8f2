import Dispatch
import TestSupport
import Testing

@testable import UseCases

/// `registerLazily`: the factory runs once, on the first execution, from any number of threads; executions
/// that arrive while it runs wait for it and still run as their callers'.
@Suite struct LazyRegistrationTests {

    @Test func theFactoryRunsOnTheFirstExecutionAndOnlyThen() async throws {
        let executor = InteractorExecutor()
        let builds = Recorder<Void>()
        executor.registerLazily {
            builds.append(())
            return EchoInteractor()
        }
        #expect(executor.isRegistered(EchoInteractor.Request.self))
        #expect(builds.count == 0)

        #expect(try await executor.execute(EchoInteractor.Request(text: "one")) == "one")
        #expect(builds.count == 1)
        #expect(try await executor.execute(EchoInteractor.Request(text: "two")) == "two")
        let three = Recorder<String>()
        executor.executeDetached(EchoInteractor.Request(text: "three")) { three.append($0) }
        #expect(three.values == ["three"])
        #expect(builds.count == 1)
    }

    @Test func anAsyncInteractorIsBuiltOnceToo() async throws {
        let executor = InteractorExecutor()
        let builds = Recorder<Void>()
        executor.registerLazily {
            builds.append(())
            return AsyncEchoInteractor()
        }
        #expect(builds.count == 0)
        #expect(try await executor.execute(AsyncEchoInteractor.Request(text: "a")) == "a")
        #expect(try await executor.execute(AsyncEchoInteractor.Request(text: "b")) == "b")
        #expect(builds.count == 1)
    }

    @Test func aFactoryReplacedOrRemovedBeforeAnyExecutionNeverRunsAndIsReleased() {
        let executor = InteractorExecutor()
        let builds = Recorder<Void>()
        var token: Token? = Token()
        weak var releasedToken: Token?
        releasedToken = token
        executor.registerLazily { [token] in
            builds.append(())
            _ = token
            return EchoInteractor()
        }
        token = nil
        executor.register(EchoInteractor())  // Replaces the lazy registration.
        executor.registerLazily { [builds] in
            builds.append(())
            return AsyncEchoInteractor()
        }
        executor.unregister(AsyncEchoInteractor.Request.self)

        #expect(releasedToken == nil)
        #expect(builds.count == 0)
    }

    @Test func manyThreadsExecutingFirstBuildTheInteractorOnce() async {
        let executor = InteractorExecutor()
        let builds = Recorder<Void>()
        executor.registerLazily {
            builds.append(())
            return DetachedEchoInteractor()
        }
        let answers = Recorder<String>()
        let count = 2_000
        DispatchQueue.concurrentPerform(iterations: count) { index in
            executor.executeDetached(DetachedEchoInteractor.Request(text: "\(index)")) { answers.append($0) }
        }
        #expect(await eventually { answers.count >= count })
        #expect(builds.count == 1)
        #expect(Set(answers.values).count == count)
    }

    // The tests below take the part of a first execution whose factory is still running (`startBuilding`),
    // so that executions queue without any thread blocking in a factory.

    @Test @MainActor func executionsThatArriveWhileTheFactoryRunsWaitForItAndEndOnce() async {
        let executor = InteractorExecutor()
        let lazy = LazyInteractor<EchoInteractor>(unusedFactory)
        executor.store(Registration<EchoInteractor.Request>(lazy: lazy))
        let built = startBuilding(lazy)

        var first: String?
        executor.execute(EchoInteractor.Request(text: "first")) { text in
            MainActor.preconditionIsolated("onComplete runs on the caller's actor")
            first = text
        }
        let second = Recorder<String>()
        Task.detached {
            second.append((try? await executor.execute(EchoInteractor.Request(text: "second"))) ?? "error")
        }
        let third = Recorder<String>()
        executor.executeDetached(EchoInteractor.Request(text: "third")) { third.append($0) }
        #expect(await eventually { lazy.waitingCount == 3 }, "The executions did not wait for the factory")
        #expect(first == nil)

        built(EchoInteractor())
        #expect(await eventually { first != nil && second.count == 1 && third.count == 1 })
        #expect(first == "first")
        #expect(second.values == ["second"])
        #expect(third.values == ["third"])
    }

    @Test func everyExecutionQueuedByManyThreadsEndsOnce() async {
        let executor = InteractorExecutor()
        let lazy = LazyInteractor<DetachedEchoInteractor>(unusedFactory)
        executor.store(Registration<DetachedEchoInteractor.Request>(lazy: lazy))
        let built = startBuilding(lazy)
        let answers = Recorder<String>()
        let count = 1_000
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: count) { index in
                executor.executeDetached(DetachedEchoInteractor.Request(text: "\(index)")) { answers.append($0) }
            }
        }
        #expect(await eventually { lazy.waitingCount == count }, "The executions did not wait for the factory")

        built(DetachedEchoInteractor())
        #expect(await eventually { answers.count >= count })
        #expect(Set(answers.values).count == count)
        #expect(answers.count == count)
    }

    @Test func aQueuedExecutionSeesItsOwnCallersCancellationNotTheBuildersOne() async {
        let executor = InteractorExecutor()
        let lazy = LazyInteractor<CancellationReportingInteractor>(unusedFactory)
        executor.store(Registration<CancellationReportingInteractor.Request>(lazy: lazy))
        let built = startBuilding(lazy)
        let answer = Recorder<String>()
        Task.detached {
            answer.append((try? await executor.execute(CancellationReportingInteractor.Request())) ?? "error")
        }
        #expect(await eventually { lazy.waitingCount == 1 })

        // The build ends in a cancelled task, as when the first caller's task was cancelled meanwhile.
        await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            built(CancellationReportingInteractor())
        }.value
        #expect(await eventually { answer.count == 1 })
        #expect(answer.values == ["not cancelled"])
    }

    @Test func aQueuedAwaitingCallerThatIsCancelledGetsItsAnswerAtOnceAndTheUseCaseDoesNotRun() async {
        let executor = InteractorExecutor()
        let lazy = LazyInteractor<RecordingEchoInteractor>(unusedFactory)
        executor.store(Registration<RecordingEchoInteractor.Request>(lazy: lazy))
        let built = startBuilding(lazy)
        let outcome = Recorder<InteractorError.Code>()
        let queued = Task.detached {
            do throws(InteractorError) {
                _ = try await executor.execute(RecordingEchoInteractor.Request(text: "cancelled"))
            } catch {
                outcome.append(error.code)
            }
        }
        #expect(await eventually { lazy.waitingCount == 1 })

        queued.cancel()
        #expect(await eventually { outcome.count == 1 }, "The cancelled caller waited for the factory")
        #expect(outcome.values == [.cancelled])
        let executed = Recorder<String>()
        built(RecordingEchoInteractor(executed: executed))
        // A check that can only miss a regression, never fail a correct build: the skipped run would come soon.
        #expect(await eventually(within: 0.5) { executed.count > 0 } == false)
    }

    @Test @MainActor func aQueuedExecutionWhoseHandleIsLetGoEndsWithNotCompleted() async {
        let executor = InteractorExecutor()
        let lazy = LazyInteractor<DroppingInteractor>(unusedFactory)
        executor.store(Registration<DroppingInteractor.Request>(lazy: lazy))
        let built = startBuilding(lazy)
        var errors: [InteractorError.Code] = []
        executor.execute(DroppingInteractor.Request()) { _ in
            Issue.record("A dropped request must not complete")
        } onError: { error in
            MainActor.preconditionIsolated("onError runs on the caller's actor")
            errors.append(error.code)
        }
        #expect(await eventually { lazy.waitingCount == 1 })

        built(DroppingInteractor())
        #expect(await eventually { !errors.isEmpty })
        #expect(errors == [.notCompleted])
    }

    @Test func executionsQueuedWhenTheRegistrationIsRemovedStillEndOnceWithTheBuiltInteractor() async {
        let executor = InteractorExecutor()
        let lazy = LazyInteractor<EchoInteractor>(unusedFactory)
        executor.store(Registration<EchoInteractor.Request>(lazy: lazy))
        let built = startBuilding(lazy)
        let answers = Recorder<String>()
        executor.executeDetached(EchoInteractor.Request(text: "queued")) { answers.append($0) }
        #expect(await eventually { lazy.waitingCount == 1 })

        executor.unregister(EchoInteractor.Request.self)
        built(EchoInteractor())
        #expect(await eventually { answers.count == 1 })
        #expect(answers.values == ["queued"])
        await #expect(throws: InteractorError.self) { try await executor.execute(EchoInteractor.Request(text: "late")) }
    }

    @Test func aFactoryThatExecutesItsOwnRequestTypeFindsItQueuedNotDeadlocked() async throws {
        let executor = InteractorExecutor()
        let inner = Recorder<String>()
        executor.registerLazily { [weak executor] in
            executor?.executeDetached(EchoInteractor.Request(text: "inner")) { inner.append($0) }
            return EchoInteractor()
        }
        // On a thread of its own, so that a deadlock fails this test after the hang guard instead of hanging it.
        let outer = Recorder<String>()
        DispatchQueue.global().async {
            executor.executeDetached(EchoInteractor.Request(text: "outer")) { outer.append($0) }
        }
        #expect(await eventually { outer.count == 1 && inner.count == 1 }, "The factory's own execution deadlocked")
        #expect(outer.values == ["outer"])
        #expect(inner.values == ["inner"])
    }

    @Test func middlewareAddedBeforeOrAfterTheBuildRunsAroundTheOneBuiltInteractor() async throws {
        let executor = InteractorExecutor()
        let trail = Recorder<String>()
        let builds = Recorder<Void>()
        executor.use(TrailMiddleware(label: "outer", trail: trail))
        executor.registerLazily {
            builds.append(())
            return EchoInteractor()
        }
        #expect(try await executor.execute(EchoInteractor.Request(text: "x")) == "x")
        executor.use(TrailMiddleware(label: "inner", trail: trail))
        #expect(try await executor.execute(EchoInteractor.Request(text: "y")) == "y")

        #expect(builds.count == 1)
        #expect(
            trail.values == [
                "outer before", "outer after", "outer before", "inner before", "inner after", "outer after",
            ])
    }
}

/// Something a factory captures, to see when the factory is released.
private final class Token: Sendable {}

/// A factory for the tests that take the part of the first execution themselves: it must never run.
private func unusedFactory<Interactor>() -> Interactor {
    preconditionFailure("The test builds the interactor itself; the factory must not run.")
}

/// Puts `lazy` in the middle of its build, as a first execution running the factory would, so that the
/// executions that follow queue; the returned closure ends the build with an interactor and hands it to
/// them, as the first execution does when its factory returns.
private func startBuilding<Wrapped: Sendable>(
    _ lazy: LazyInteractor<Wrapped>,
    sourceLocation: SourceLocation = #_sourceLocation
) -> @Sendable (Wrapped) -> Void {
    guard case .build = lazy.build.withLock({ $0.access() }) else {
        Issue.record("The lazy interactor was built already", sourceLocation: sourceLocation)
        return { _ in }
    }
    return { lazy.built($0) }
}

/// Answers whether its handle reports the caller as cancelled.
private struct CancellationReportingInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = String
    }

    func execute(_ request: Request, completion: consuming Completion<String>) {
        completion.complete(with: completion.isCancelled ? "cancelled" : "not cancelled")
    }
}

/// Answers with its request's text and records each request it runs.
private struct RecordingEchoInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = String
        var text: String
    }

    let executed: Recorder<String>

    func execute(_ request: Request, completion: consuming Completion<String>) {
        executed.append(request.text)
        completion.complete(with: request.text)
    }
}
