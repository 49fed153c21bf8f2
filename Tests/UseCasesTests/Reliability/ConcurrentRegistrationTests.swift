import TestSupport
import Testing
import UseCases

/// Registration changes while executions run: no crash, and each execution ends in a response or a
/// not-registered error.
@Suite struct ConcurrentRegistrationTests {
    @Test func executionsEndInAResponseOrNotRegisteredWhileRegistrationsChange() async {
        let executor = InteractorExecutor()
        let executions = TestEnvironment.isSanitized ? 4_000 : 40_000
        let callers = 6
        let unexpected = Recorder<String>()
        let ended = Recorder<Bool>()
        await withTaskGroup(of: Void.self) { group in
            // Low priority for the same reason as the yields below: the tests beside this one go first.
            for churner in 0..<2 {
                group.addTask(priority: .low) {
                    for round in 0..<2_000 {
                        switch (round + churner) % 3 {
                        case 0: executor.register(EchoInteractor())
                        case 1: executor.register(DetachedEchoInteractor())
                        default:
                            executor.unregister(EchoInteractor.Request.self)
                            executor.unregister(DetachedEchoInteractor.Request.self)
                        }
                        await Task.yield()
                    }
                }
            }
            for caller in 0..<callers {
                group.addTask(priority: .low) {
                    for index in 0..<(executions / callers) {
                        // These interactors complete inline, so `execute` never suspends: yield now and
                        // then, or six callers would hold the test runner's few threads for seconds and
                        // starve the tests that run beside this one.
                        if index.isMultiple(of: 32) { await Task.yield() }
                        let text = "\(caller)-\(index)"
                        do throws(InteractorError) {
                            let response =
                                index % 2 == 0
                                ? try await executor.execute(EchoInteractor.Request(text: text))
                                : try await executor.execute(DetachedEchoInteractor.Request(text: text))
                            if response != text { unexpected.append("wrong response \(response) for \(text)") }
                            ended.append(true)
                        } catch {
                            if error.code != .notRegistered { unexpected.append("\(error)") }
                            ended.append(false)
                        }
                    }
                }
            }
        }
        #expect(unexpected.values.isEmpty, "\(unexpected.values.prefix(5))")
        #expect(ended.count == executions / callers * callers)
        #expect(ended.values.contains(true))
    }
}
