import Foundation
import Testing
import UseCases

/// Threads of their own, more of them than the cooperative pool has on a small machine, executing while one
/// more thread registers and unregisters: readers running on different CPUs take different stripes of the
/// registry's locks, so this is where a writer that missed a stripe would race (ThreadSanitizer reports it
/// in CI; checked by making `write` lock only the first stripe).
@Suite struct ThreadedRegistryTests {
    @Test func readerThreadsGetAResponseOrNotRegisteredWhileAWriterThreadChangesTheRegistry() async {
        let executor = InteractorExecutor()
        let readers = 6
        let executionsPerReader = TestEnvironment.isSanitized ? 1_000 : 10_000
        let unexpected = Recorder<String>()
        let answered = (0..<readers).map { _ in Recorder<Bool>() }
        let writerRounds = Recorder<Int>()
        let finishedThreads = Recorder<Bool>()
        for reader in 0..<readers {
            runOnNewThread(finished: finishedThreads) {
                for index in 0..<executionsPerReader {
                    let text = "\(reader)-\(index)"
                    executor.executeDetached(EchoInteractor.Request(text: text)) { response in
                        if response != text { unexpected.append("wrong response \(response) for \(text)") }
                        answered[reader].append(true)
                    } onError: { error in
                        if error.code != .notRegistered { unexpected.append("\(error)") }
                        answered[reader].append(false)
                    }
                }
            }
        }
        runOnNewThread(finished: finishedThreads) {
            // Until every reader is done, so the registry changes all the time they read: registering the
            // other types grows the table, and unregistering them shifts entries back over removed ones.
            // A short sleep between rounds leaves the test runner's threads some CPU: the tests that run
            // beside this one have time limits of their own.
            var round = 0
            while answered.map(\.count).reduce(0, +) < readers * executionsPerReader {
                if round.isMultiple(of: 2) {
                    executor.register(EchoInteractor())
                    executor.register(FailingInteractor(error: SomeError()))
                    executor.register(ThrowingInteractor(error: SomeError()))
                    executor.register(DroppingInteractor())
                    executor.register(TwiceCompletingInteractor())
                } else {
                    executor.unregister(FailingInteractor.Request.self)
                    executor.unregister(EchoInteractor.Request.self)
                    executor.unregister(ThrowingInteractor.Request.self)
                    executor.unregister(DroppingInteractor.Request.self)
                    executor.unregister(TwiceCompletingInteractor.Request.self)
                }
                round += 1
                usleep(20)
            }
            writerRounds.append(round)
        }
        // Polls instead of blocking: a blocked test would hold one of the few threads the tests share.
        let allFinished = await eventually(within: 120) { finishedThreads.count == readers + 1 }
        #expect(allFinished, "the threads did not finish in 2 minutes")
        #expect(unexpected.values.isEmpty, "\(unexpected.values.prefix(5))")
        #expect(answered.map(\.count) == Array(repeating: executionsPerReader, count: readers))
        #expect(answered.contains { $0.values.contains(true) })
        #expect(writerRounds.values.first ?? 0 > 1)
    }

    /// Runs `body` on a new thread, and records in `finished` when it returns.
    private func runOnNewThread(finished: Recorder<Bool>, _ body: @escaping @Sendable () -> Void) {
        Thread.detachNewThread {
            body()
            finished.append(true)
        }
    }
}
