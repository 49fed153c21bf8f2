import Foundation
import TestSupport
import Testing
import UseCases

/// Threads of their own, more of them than the cooperative pool has on a small machine, executing while one
/// more thread registers and unregisters: readers running on different CPUs take different stripes of the
/// registry's locks, so this is where a writer that missed a stripe would race (ThreadSanitizer reports it
/// in CI; checked by making `write` lock only the first stripe).
@Suite struct ThreadedRegistryTests {
    @Test func readerThreadsGetAResponseOrNotRegisteredWhileAWriterThreadChangesTheRegistry() async {
        let executor = InteractorExecutor()
        executor.register(EchoInteractor())
        // More readers than this machine's 2 CPUs, so readers on different CPUs overlap. Every thread does a
        // fixed amount of work and none waits for another: these threads compete for the CPUs with the
        // tests that run beside this one, and those have time limits of their own.
        let readers = 3
        let executionsPerReader = TestEnvironment.isSanitized ? 300 : 5_000
        let writerRounds = TestEnvironment.isSanitized ? 100 : 400
        let unexpected = Recorder<String>()
        let answered = Recorder<Bool>()
        let finishedThreads = Recorder<Bool>()
        for reader in 0..<readers {
            runOnNewThread(finished: finishedThreads) {
                for index in 0..<executionsPerReader {
                    let text = "\(reader)-\(index)"
                    executor.executeDetached(EchoInteractor.Request(text: text)) { response in
                        if response != text { unexpected.append("wrong response \(response) for \(text)") }
                        answered.append(true)
                    } onError: { error in
                        if error.code != .notRegistered { unexpected.append("\(error)") }
                        answered.append(false)
                    }
                }
            }
        }
        runOnNewThread(finished: finishedThreads) {
            // Registering the other types grows the table; unregistering them shifts entries back over
            // removed ones. It ends with the echo interactor registered, as it began, so a reader gets
            // responses however the threads were scheduled.
            for round in 1...writerRounds {
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
                usleep(50)
            }
        }
        // Polls instead of blocking: a blocked test would hold one of the few threads the tests share.
        let allFinished = await eventually(within: 120) { finishedThreads.count == readers + 1 }
        #expect(allFinished, "the threads did not finish in 2 minutes")
        #expect(unexpected.values.isEmpty, "\(unexpected.values.prefix(5))")
        #expect(answered.count == readers * executionsPerReader, "each execution ends exactly once")
        #expect(answered.values.contains(true))
    }

    /// Runs `body` on a new thread, and records in `finished` when it returns.
    private func runOnNewThread(finished: Recorder<Bool>, _ body: @escaping @Sendable () -> Void) {
        Thread.detachNewThread {
            body()
            finished.append(true)
        }
    }
}
