import Testing
import UseCases

@Suite struct ThreadSafetyTests {
    @Test func registersExecutesAndUnregistersFromManyTasksAtOnce() async {
        let executor = InteractorExecutor()
        let outcomes = Recorder<Bool>()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask {
                    switch index % 4 {
                    case 0: executor.register(EchoInteractor())
                    case 1: executor.unregister(EchoInteractor.Request.self)
                    default:
                        do throws(InteractorError) {
                            _ = try await executor.execute(EchoInteractor.Request(text: "\(index)"))
                            outcomes.append(true)
                        } catch {
                            #expect(error.code == .notRegistered)
                            outcomes.append(false)
                        }
                    }
                }
            }
        }
        #expect(outcomes.count == 100)
    }

    @Test func interactorMayExecuteOtherRequestsThroughTheSameExecutor() async throws {
        let executor = InteractorExecutor()
        executor.register(EchoInteractor())
        executor.register(AsyncEchoInteractor())
        executor.register(NestingInteractor(executor: executor))
        let response = try await executor.execute(NestingInteractor.Request(depth: 50))
        #expect(response == 50)
        var closureResponse: Int?
        executor.execute(NestingInteractor.Request(depth: 50)) { closureResponse = $0 }
        #expect(closureResponse == 50)
    }

    @Test func callbackMayExecuteAgain() async throws {
        let executor = InteractorExecutor()
        executor.register(EchoInteractor())
        var responses: [String] = []
        executor.execute(EchoInteractor.Request(text: "first")) { first in
            responses.append(first)
            executor.execute(EchoInteractor.Request(text: "second")) { responses.append($0) }
        }
        #expect(responses == ["first", "second"])
    }

    @Test func callbackMayRegisterAndUnregister() {
        let executor = InteractorExecutor()
        executor.register(EchoInteractor())
        var registered = true
        executor.execute(EchoInteractor.Request(text: "x")) { _ in
            executor.unregister(EchoInteractor.Request.self)
            registered = executor.isRegistered(EchoInteractor.Request.self)
        }
        #expect(!registered)
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
        executor.execute(EchoInteractor.Request(text: "inner")) { _ in
            executor.execute(Request(depth: request.depth - 1)) { inner in
                pending.complete(with: inner + 1)
            } onError: { error in
                pending.fail(with: error)
            }
        }
    }
}
