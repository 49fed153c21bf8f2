import TestSupport
import Testing
import UseCaseSpy
import UseCases
import XCTest

/// Points 1, 4 and 6 under XCTest: the spy records its failures through XCTest when no Swift Testing test runs.
final class InteractorSpyXCTests: XCTestCase {
    @MainActor func testSpyStandsInForClosureAndAwaitingCallers() async throws {
        let executor = InteractorExecutor()
        let login = InteractorSpy(for: LoginInteractor.self)
        login.respond(with: "token")
        executor.register(login)

        let fromAwait = try await executor.execute(LoginRequest())
        var fromClosure: [String] = []
        executor.execute(LoginRequest(email: "closure@example.com")) { fromClosure.append($0) }

        XCTAssertEqual(fromAwait, "token")
        XCTAssertEqual(fromClosure, ["token"])
        XCTAssertEqual(login.requests, [LoginRequest(), LoginRequest(email: "closure@example.com")])
    }

    func testHeldExecutionWaitsUntilTheTestCompletesIt() async throws {
        let executor = InteractorExecutor()
        let login = InteractorSpy<LoginRequest>()
        login.hold()
        executor.register(login)
        let finished = Recorder<String>()
        let caller = Task {
            let token = try await executor.execute(LoginRequest())
            finished.append(token)
            return token
        }
        let request = await login.nextRequest()
        XCTAssertEqual(request, LoginRequest())
        XCTAssertEqual(login.heldRequests.count, 1)
        XCTAssertTrue(finished.values.isEmpty, "The caller must wait while the execution is held")

        login.completeHeld(with: "late token")
        let token = try await caller.value
        XCTAssertEqual(token, "late token")
        XCTAssertEqual(login.heldRequests.count, 0)
    }

    func testUnscriptedExecutionRecordsAFailureNamingTheRequestType() async {
        let executor = InteractorExecutor()
        let login = InteractorSpy<LoginRequest>()
        executor.register(login)

        let failures = await recordedFailures {
            do {
                _ = try await executor.execute(LoginRequest())
                XCTFail("An unscripted spy must end the execution with an error")
            } catch {
                XCTAssertEqual((error as? InteractorError)?.code, .failed)
            }
        }

        #if !canImport(Darwin)
            XCTAssertEqual(failures.count, 1)
            XCTAssertTrue(
                failures.first?.contains("InteractorSpy<UseCaseSpyTests.LoginRequest> was executed") == true,
                "Unexpected failure message: \(failures)"
            )
            XCTAssertTrue(failures.first?.contains("spy.respond(with: response)") == true)
        #endif
    }

    // MARK: - Capturing the spy's failures

    #if canImport(Darwin)
        /// Expects the spy's failure through `XCTExpectFailure`, which fails the test if it does not come.
        private func recordedFailures(_ body: () async -> Void) async -> [String] {
            let options = XCTExpectedFailure.Options()
            options.issueMatcher = { $0.compactDescription.contains("InteractorSpy<UseCaseSpyTests.LoginRequest>") }
            XCTExpectFailure("The unscripted spy must fail the test", options: options)
            await body()
            return []
        }
    #else
        // swift-corelibs-xctest has no XCTExpectFailure: while `isCapturing`, failures are kept here
        // instead of failing the test, and the test asserts on them.
        private var captured: [String] = []
        private var isCapturing = false

        private func recordedFailures(_ body: () async -> Void) async -> [String] {
            isCapturing = true
            await body()
            isCapturing = false
            defer { captured = [] }
            return captured
        }

        override func recordFailure(
            withDescription description: String,
            inFile filePath: String,
            atLine lineNumber: Int,
            expected: Bool
        ) {
            guard isCapturing, description.contains("InteractorSpy<") else {
                return super.recordFailure(
                    withDescription: description,
                    inFile: filePath,
                    atLine: lineNumber,
                    expected: expected
                )
            }
            captured.append(description)
        }
    #endif
}
