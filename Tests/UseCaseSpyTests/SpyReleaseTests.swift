import Foundation
import TestSupport
import Testing
import UseCaseSpy
import UseCases

/// Runs a closure when it goes away, like a user type whose `deinit` does work.
final class DeinitProbe: Sendable {
    private let onDeinit: @Sendable () -> Void

    init(onDeinit: @escaping @Sendable () -> Void) {
        self.onDeinit = onDeinit
    }

    deinit {
        onDeinit()
    }
}

/// A request that carries a probe, so the test sees when the spy lets go of it.
struct ProbedRequest: InteractorRequest {
    typealias Response = Int
    let probe: DeinitProbe
}

/// A spy lets go of what the test gave it (requests, scripted closures) outside its lock, so a `deinit` that
/// uses the spy runs instead of deadlocking.
@Suite struct SpyReleaseTests {
    @Test func replacingTheStandingOutcomeLetsGoOfTheOldOneOutsideTheLock() async {
        let spy = InteractorSpy<ProbedRequest>()
        let released = Recorder<Int>()
        spy.respond { [probe = DeinitProbe { released.append(spy.requests.count) }] _ in
            withExtendedLifetime(probe) { 1 }
        }

        #expect(await finishesOnAnotherThread { spy.respond(with: 2) })
        #expect(released.values == [0])
    }

    /// Runs `body` on a thread of its own and tells whether it returned within 30 seconds, so that a
    /// deadlock fails the test instead of hanging it.
    private func finishesOnAnotherThread(_ body: @escaping @Sendable () -> Void) async -> Bool {
        let finished = Recorder<Void>()
        Thread {
            body()
            finished.append(())
        }.start()
        return await eventually(within: 30) { finished.count == 1 }
    }
}
