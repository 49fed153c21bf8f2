// XCTest cases that use UseCaseSpy with its defaults, in files that import XCTest, UseCases and UseCaseSpy
// and not Testing. Proves that an XCTest-only target can create and script an `InteractorSpy`, read its
// requests, wait for the next one (with and without a timeout), and run exhaustive tests on a
// `TestExecutor`.
import UseCaseSpy
import UseCases
import XCTest

@testable import XCTestOnly

@MainActor
final class SignInModelTests: XCTestCase {
    func testASpyAnswersTheClosures() {
        let executor = InteractorExecutor()
        let signIn = InteractorSpy<SignInRequest>()
        signIn.respond(with: "ada")
        executor.register(signIn)
        let model = SignInModel(executor: executor)

        model.signIn(email: "ada@example.com")

        XCTAssertEqual(signIn.requests, [SignInRequest(email: "ada@example.com")])
        XCTAssertEqual(model.username, "ada")
    }

    func testAHeldExecutionIsAwaitedThenFailed() async {
        let test = TestExecutor()
        defer { test.finish() }
        let signIn = test.spy(for: SignInRequest.self)
        signIn.hold()
        let model = SignInModel(executor: test.executor)

        let signingIn = Task { await model.signInAndWait(email: "grace@example.com") }
        let request = await signIn.nextRequest(timeout: .seconds(5))
        XCTAssertEqual(request, SignInRequest(email: "grace@example.com"))
        XCTAssertNil(model.errorMessage)
        signIn.failHeld(with: InteractorError(message: "Offline"))
        await signingIn.value

        XCTAssertEqual(model.errorMessage, "Offline")
    }

    func testAwaitingTheUseCaseOnATestExecutor() async {
        await TestExecutor.run { test in
            let signIn = test.spy(for: SignInRequest.self)
            signIn.respond(with: "grace")
            let model = SignInModel(executor: test.executor)

            await model.signInAndWait(email: "grace@example.com")

            let request = await signIn.nextRequest()
            XCTAssertEqual(request?.email, "grace@example.com")
            XCTAssertEqual(model.username, "grace")
        }
    }
}
