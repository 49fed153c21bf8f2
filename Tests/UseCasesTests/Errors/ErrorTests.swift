import TestSupport
import Testing
import UseCases

@Suite struct ErrorTests {
    @Test @MainActor func aRequestWithNoInteractorIsNotReportedToTheDiagnosticsHandlerWhenItsCallerGetsTheError()
        async
    {
        let diagnostics = DiagnosticsRecorder()
        let executor = InteractorExecutor(diagnostics: diagnostics.handler)
        let errors = Recorder<InteractorError.Code>()

        await #expect(throws: InteractorError.self) {
            try await executor.execute(EchoInteractor.Request(text: "awaited"))
        }
        executor.execute(EchoInteractor.Request(text: "closures")) { _ in
        } onError: { error in
            errors.append(error.code)
        }
        executor.executeDetached(EchoInteractor.Request(text: "detached")) { _ in
        } onError: { error in
            errors.append(error.code)
        }
        await #expect(throws: InteractorError.self) {
            for try await _ in executor.stream(CountRequest(count: 1)) {}
        }

        #expect(errors.values == [.notRegistered, .notRegistered])
        #expect(diagnostics.kinds().isEmpty, "each caller received notRegistered: nothing is lost")
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
