import TestSupport
import Testing
import UseCases
import UseCasesTestFixtures

@Suite struct RegistrationTests {
    // MARK: - Keying by type identity

    @Test func dispatchesValueTypeRequests() async throws {
        let executor = InteractorExecutor()
        executor.register(EchoInteractor())
        let response = try await executor.execute(EchoInteractor.Request(text: "struct"))
        #expect(response == "struct")
    }

    @Test func dispatchesSubclassRequestsToTheirOwnInteractor() async throws {
        let executor = InteractorExecutor()
        executor.register(NamingInteractor<BaseRequest>(name: "base"))
        executor.register(NamingInteractor<DerivedRequest>(name: "derived"))
        #expect(try await executor.execute(BaseRequest()) == "base")
        #expect(try await executor.execute(DerivedRequest()) == "derived")
    }

    @Test func subclassRequestIsNotSentToItsSuperclassInteractor() async {
        let executor = InteractorExecutor()
        executor.register(NamingInteractor<BaseRequest>(name: "base"))
        await #expect(throws: InteractorError.self) { try await executor.execute(DerivedRequest()) }
    }

    @Test func theKeyIsTheRequestsStaticTypeWhereExecuteIsCalled() async throws {
        let executor = InteractorExecutor()
        executor.register(NamingInteractor<BaseRequest>(name: "base"))
        executor.register(NamingInteractor<DerivedRequest>(name: "derived"))
        let request: BaseRequest = DerivedRequest()
        // The documented rule (InteractorRequest, Architecture, the migration guide): the base class's
        // interactor answers, although the object is a DerivedRequest.
        #expect(try await executor.execute(request) == "base")
    }

    @Test func dispatchesEachSpecializationOfAGenericRequest() async throws {
        let executor = InteractorExecutor()
        executor.register(NamingInteractor<GenericRequest<Int>>(name: "int"))
        executor.register(NamingInteractor<GenericRequest<String>>(name: "string"))
        #expect(try await executor.execute(GenericRequest<Int>()) == "int")
        #expect(try await executor.execute(GenericRequest<String>()) == "string")
    }

    @Test func ignoresCustomDescriptions() async throws {
        let executor = InteractorExecutor()
        executor.register(NamingInteractor<DescribedRequestA>(name: "a"))
        executor.register(NamingInteractor<DescribedRequestB>(name: "b"))
        #expect(String(describing: DescribedRequestA()) == String(describing: DescribedRequestB()))
        #expect(try await executor.execute(DescribedRequestA()) == "a")
        #expect(try await executor.execute(DescribedRequestB()) == "b")
    }

    @Test func keepsApartTypesWithTheSameNameInDifferentModules() async throws {
        let executor = InteractorExecutor()
        executor.register(NamingInteractor<SameNameRequest>(name: "tests"))
        executor.register(NamingInteractor<UseCasesTestFixtures.SameNameRequest>(name: "fixtures"))
        #expect(try await executor.execute(SameNameRequest()) == "tests")
        #expect(try await executor.execute(UseCasesTestFixtures.SameNameRequest()) == "fixtures")
    }

    // MARK: - Register, replace, unregister

    @Test func reRegisteringReplacesTheInteractor() async throws {
        let executor = InteractorExecutor()
        executor.register(NamingInteractor<BaseRequest>(name: "first"))
        executor.register(NamingInteractor<BaseRequest>(name: "second"))
        #expect(try await executor.execute(BaseRequest()) == "second")
    }

    @Test func callbackAndAsyncInteractorsReplaceEachOther() async throws {
        let executor = InteractorExecutor()
        executor.register(NamingInteractor<BaseRequest>(name: "callback"))
        executor.register(AsyncNamingInteractor<BaseRequest>(name: "async"))
        #expect(try await executor.execute(BaseRequest()) == "async")
    }

    @Test func unregisterRemovesTheInteractor() async {
        let executor = InteractorExecutor()
        executor.register(EchoInteractor())
        #expect(executor.isRegistered(EchoInteractor.Request.self))
        #expect(executor.unregister(EchoInteractor.Request.self))
        #expect(!executor.isRegistered(EchoInteractor.Request.self))
        #expect(!executor.unregister(EchoInteractor.Request.self))
        let error = await #expect(throws: InteractorError.self) {
            try await executor.execute(EchoInteractor.Request(text: "gone"))
        }
        #expect(error?.code == .notRegistered)
    }

    @Test func unregisterLetsAnInFlightExecutionFinish() async throws {
        let executor = InteractorExecutor()
        let gate = Gate()
        executor.register(GatedInteractor(gate: gate))
        async let response = executor.execute(GatedInteractor.Request())
        #expect(await eventually { gate.isWaiting })
        executor.unregister(GatedInteractor.Request.self)
        gate.open(with: 42)
        #expect(try await response == 42)
    }

    @Test @MainActor func callbackMayRegisterAndUnregister() {
        let executor = InteractorExecutor()
        executor.register(EchoInteractor())
        var registered = true
        executor.execute(EchoInteractor.Request(text: "x")) { _ in
            executor.unregister(EchoInteractor.Request.self)
            registered = executor.isRegistered(EchoInteractor.Request.self)
        }
        #expect(!registered)
    }

    @Test func notRegisteredErrorNamesTheRequestTypeAndSaysWhatToDo() async {
        let executor = InteractorExecutor()
        let error = await #expect(throws: InteractorError.self) {
            try await executor.execute(EchoInteractor.Request(text: "nobody"))
        }
        #expect(error?.code == .notRegistered)
        #expect(error?.message.contains("EchoInteractor.Request") == true)
        #expect(error?.message.contains("register") == true)
    }
}

// MARK: - Fixtures

/// Answers with a fixed name, for telling apart which interactor handled a request.
private struct NamingInteractor<Request: InteractorRequest>: Interactor where Request.Response == String {
    let name: String

    func execute(_ request: Request, completion: consuming Completion<String>) {
        completion.complete(with: name)
    }
}

private struct AsyncNamingInteractor<Request: InteractorRequest>: AsyncInteractor where Request.Response == String {
    let name: String

    func execute(_ request: Request) async throws -> String {
        name
    }
}

private class BaseRequest: InteractorRequest, @unchecked Sendable {
    // @unchecked: no stored state.
    typealias Response = String
}

private final class DerivedRequest: BaseRequest, @unchecked Sendable {}

private struct GenericRequest<Value>: InteractorRequest {
    typealias Response = String
}

private struct DescribedRequestA: InteractorRequest, CustomStringConvertible {
    typealias Response = String
    var description: String { "SameDescription" }
}

private struct DescribedRequestB: InteractorRequest, CustomStringConvertible {
    typealias Response = String
    var description: String { "SameDescription" }
}

/// Shares its name with `UseCasesTestFixtures.SameNameRequest`.
struct SameNameRequest: InteractorRequest {
    typealias Response = String
}
