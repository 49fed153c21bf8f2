import Dispatch
import Testing
import UseCases

/// `registerLazily`: the factory runs once, on the first execution, from any number of threads.
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

    @Test @MainActor func executionsThatArriveWhileTheFactoryRunsWaitForItAndEndOnce() async throws {
        let executor = InteractorExecutor()
        let factory = BlockingFactory()
        executor.registerLazily { factory.make() }

        // The first execution runs the factory on another thread, which blocks in it.
        let first = Recorder<String>()
        DispatchQueue.global().async {
            executor.executeDetached(EchoInteractor.Request(text: "first")) { first.append($0) }
        }
        #expect(await factory.hasStarted(), "The first execution never started the factory")

        // A closure-style caller and an awaiting caller arrive while it runs: neither runs the factory.
        var second: String?
        executor.execute(EchoInteractor.Request(text: "second")) { text in
            MainActor.preconditionIsolated("onComplete runs on the caller's actor")
            second = text
        }
        let third = Task { try await executor.execute(EchoInteractor.Request(text: "third")) }
        #expect(second == nil)

        factory.finish()
        #expect(try await third.value == "third")
        #expect(await eventually { second != nil && first.count == 1 })
        #expect(second == "second")
        #expect(first.values == ["first"])
        #expect(factory.runs == 1)
    }

    @Test func manyThreadsExecutingFirstBuildTheInteractorOnceAndEveryExecutionEndsOnce() async {
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
        #expect(answers.count == count)
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

    @Test func middlewareRunsAroundALazilyBuiltInteractor() async throws {
        let executor = InteractorExecutor()
        let trail = Recorder<String>()
        executor.use(TrailMiddleware(label: "log", trail: trail))
        executor.registerLazily { EchoInteractor() }

        #expect(try await executor.execute(EchoInteractor.Request(text: "x")) == "x")
        #expect(trail.values == ["log before", "log after"])
    }
}

/// Something a factory captures, to see when the factory is released.
private final class Token: Sendable {}

/// A factory that blocks its thread until the test lets it finish.
private final class BlockingFactory: Sendable {
    private let started = DispatchSemaphore(value: 0)
    private let release = DispatchSemaphore(value: 0)
    private let builds = Recorder<Void>()

    var runs: Int { builds.count }

    func make() -> EchoInteractor {
        builds.append(())
        started.signal()
        // A hang guard: the test lets it go as soon as its other executions are queued.
        _ = release.wait(timeout: .now() + 30)
        return EchoInteractor()
    }

    /// Waits, without blocking the caller's thread, until the factory runs; `false` after 30 s.
    func hasStarted() async -> Bool {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { [started] in
                continuation.resume(returning: started.wait(timeout: .now() + 30) == .success)
            }
        }
    }

    func finish() {
        release.signal()
    }
}
