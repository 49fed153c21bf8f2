import TestSupport
import UseCaseSpy
import UseCases
import XCTest

/// The kit under XCTest: this file imports XCTest, UseCases and UseCaseSpy and nothing else, and the spy
/// records its failures through XCTest, against the line of the test they belong to, when no Swift Testing
/// test runs.
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
        let request = await login.nextRequest(timeout: .seconds(60))
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
        let login = InteractorSpy<LoginRequest>(), creationLine = #line
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
                failures.first?.description.contains("InteractorSpy<UseCaseSpyTests.LoginRequest> was executed")
                    == true,
                "Unexpected failure message: \(failures)"
            )
            XCTAssertTrue(failures.first?.description.contains("spy.respond(with: response)") == true)
            XCTAssertEqual(failures.first?.line, creationLine, "reported at the line that created the spy")
            XCTAssertEqual(failures.first?.file.hasSuffix("InteractorSpyXCTests.swift"), true)
        #endif
    }

    // MARK: - Capturing the spy's failures

    private struct Failure {
        var description: String
        var file: String
        var line: Int
    }

    #if canImport(Darwin)
        /// Expects the spy's failure through `XCTExpectFailure`, which fails the test if it does not come.
        private func recordedFailures(_ body: () async -> Void) async -> [Failure] {
            let options = XCTExpectedFailure.Options()
            options.issueMatcher = { $0.compactDescription.contains("InteractorSpy<UseCaseSpyTests.LoginRequest>") }
            XCTExpectFailure("The unscripted spy must fail the test", options: options)
            await body()
            return []
        }
    #else
        // swift-corelibs-xctest has no XCTExpectFailure: while `isCapturing`, failures are kept here
        // instead of failing the test, and the test asserts on them.
        private var captured: [Failure] = []
        private var isCapturing = false

        private func recordedFailures(_ body: () async -> Void) async -> [Failure] {
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
            captured.append(Failure(description: description, file: filePath, line: lineNumber))
        }
    #endif
}
