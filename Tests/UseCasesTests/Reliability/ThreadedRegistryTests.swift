import Foundation
import Testing
import UseCases

/// Threads of their own, more of them than the cooperative pool has on a small machine, executing while one
/// more thread registers and unregisters: readers running on different CPUs take different stripes of the
/// registry's locks, so this is where a writer that missed a stripe would race (ThreadSanitizer reports it
/// in CI; checked by making `write` lock only the first stripe).
@Suite struct ThreadedRegistryTests {
    @Test func readerThreadsGetAResponseOrNotRegisteredWhileAWriterThreadChangesTheRegistry() {
        let executor = InteractorExecutor()
        let readers = 6
        let executionsPerReader = TestEnvironment.isSanitized ? 2_000 : 20_000
        let unexpected = Recorder<String>()
        let answered = (0..<readers).map { _ in Recorder<Bool>() }
        let writerDone = Recorder<Bool>()
        let finished = DispatchGroup()
        for reader in 0..<readers {
            runOnNewThread(in: finished) {
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
        runOnNewThread(in: finished) {
            // Until every reader is done, so the registry changes all the time they read: registering the
            // other types grows the table, and unregistering them shifts entries back over removed ones.
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
            }
            writerDone.append(round > 1)
        }
        #expect(finished.wait(timeout: .now() + 120) == .success, "the threads did not finish in 2 minutes")
        #expect(unexpected.values.isEmpty, "\(unexpected.values.prefix(5))")
        #expect(answered.map(\.count) == Array(repeating: executionsPerReader, count: readers))
        #expect(answered.contains { $0.values.contains(true) })
        #expect(writerDone.values == [true])
    }

    /// Runs `body` on a new thread, inside `group`.
    private func runOnNewThread(in group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
        group.enter()
        Thread.detachNewThread {
            body()
            group.leave()
        }
    }
}
