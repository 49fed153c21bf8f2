import TestSupport
import Testing
import UseCases

@Suite struct ErrorTests {
    @Test func aRequestWithNoInteractorIsReportedToTheDiagnosticsHandlerWithTheRequest() async {
        let diagnostics = DiagnosticsRecorder()
        let executor = InteractorExecutor(diagnostics: diagnostics.handler)

        _ = try? await executor.execute(EchoInteractor.Request(text: "nobody"))
        executor.executeDetached(EchoInteractor.Request(text: "nobody either")) { _ in
        } onError: { _ in
        }

        #expect(diagnostics.kinds() == [.notRegistered, .notRegistered])
        let requests = diagnostics.all.values.compactMap { $0.request as? EchoInteractor.Request }
        #expect(requests.map(\.text) == ["nobody", "nobody either"])
        #expect(
            diagnostics.all.values.allSatisfy {
                ObjectIdentifier($0.requestType) == ObjectIdentifier(EchoInteractor.Request.self)
            })
        #expect(diagnostics.all.values.first.map { "\($0)" }?.contains("no interactor is registered") == true)
    }

    @Test func interactorErrorReachesTheCallerUnchanged() async {
        let executor = InteractorExecutor()
        executor.register(FailingInteractor(error: InteractorError(message: "Empty password!", code: .custom(4))))
        let error = await #expect(throws: InteractorError.self) {
            try await executor.execute(FailingInteractor.Request())
        }
        #expect(error?.message == "Empty password!")
        #expect(error?.code == .custom(4))
        #expect(error?.underlyingError == nil)
    }

    @Test func interactorErrorDefaultsToTheFailedCode() {
        #expect(InteractorError(message: "No").code == .failed)
    }

    @Test func cancellationErrorBecomesTheCancelledCode() async {
        let executor = InteractorExecutor()
        executor.register(ThrowingInteractor(error: CancellationError()))
        let error = await #expect(throws: InteractorError.self) {
            try await executor.execute(ThrowingInteractor.Request())
        }
        #expect(error?.code == .cancelled)
    }

    @Test @MainActor func failedCallbackErrorReachesOnError() {
        let executor = InteractorExecutor()
        executor.register(FailingInteractor(error: SomeError()))
        var codes: [InteractorError.Code] = []
        executor.execute(FailingInteractor.Request()) { _ in
        } onError: {
            codes.append($0.code)
        }
        #expect(codes == [.interactorThrew])
    }

    @Test @MainActor func errorWithoutOnErrorGoesToDiagnostics() {
        let diagnostics = Recorder<InteractorDiagnostic>()
        let executor = InteractorExecutor(diagnostics: diagnostics.append)
        executor.register(FailingInteractor(error: InteractorError(message: "lost?")))
        executor.execute(FailingInteractor.Request()) { _ in }
        #expect(diagnostics.values.map(\.kind) == [.unhandledError])
        #expect(diagnostics.values.first?.error?.message == "lost?")
    }

    @Test(arguments: [
        (InteractorError.Code.failed, "failed"), (.notRegistered, "notRegistered"), (.notCompleted, "notCompleted"),
        (.cancelled, "cancelled"), (.interactorThrew, "interactorThrew"), (.custom(42), "custom(42)"),
    ])
    func codesAreDistinctAndNamed(code: InteractorError.Code, name: String) {
        #expect(code.description == name)
        #expect(code != .custom(-1))
    }

    @Test func codesCanBeSwitchedOver() {
        func label(_ error: InteractorError) -> String {
            switch error.code {
            case .notRegistered: "setup"
            case .cancelled: "quiet"
            case .custom(7): "seven"
            default: "show"
            }
        }
        #expect(label(InteractorError(message: "", code: .custom(7))) == "seven")
        #expect(label(InteractorError(message: "", code: .cancelled)) == "quiet")
        #expect(label(InteractorError(message: "")) == "show")
    }
}
