public import UseCases

/// A stand-in for any interactor that records what it is asked and answers as the test scripts it.
///
/// Register a spy where the app registers the real interactor. The code under test executes requests as
/// usual, with closures or with `await`, and cannot tell the difference:
///
/// ```swift
/// @Test @MainActor func loginSendsTheCredentials() async {
///     let executor = InteractorExecutor()
///     let login = InteractorSpy<LoginUserRequest>()
///     login.respond(with: LoginUserResponse(username: "ada"))
///     executor.register(login)
///
///     let model = LoginViewModel(executor: executor)
///     await model.login(email: "ada@example.com", password: "secret")
///
///     #expect(login.requests == [LoginUserRequest(email: "ada@example.com", password: "secret")])
///     #expect(model.username == "ada")
/// }
/// ```
///
/// A spy answers each execution with the next queued ``Outcome`` (see ``enqueue(_:)``), or else with its
/// standing outcome (``respond(with:)``, ``fail(with:)``, ``respond(using:)``, ``hold()``). An execution
/// with neither is *unscripted*: the spy records a test failure that names the request type and ends the
/// execution with an `InteractorError`, so the code under test never hangs.
///
/// A spy is a callback-style `Interactor`: a scripted response or error reaches a closure caller before
/// `execute` returns, just like a real interactor that answers at once, and an awaiting caller that is
/// cancelled gets `InteractorError.Code.cancelled` at once even while its execution is held open.
///
/// All members may be used from any thread at the same time; no execution is ever lost.
public final class InteractorSpy<Request: InteractorRequest>: Sendable {
    /// What every execution of this spy answers with.
    public typealias Response = Request.Response

    let storage: SpyStorage<Request, Outcome, HeldExecution<Request>>

    /// Creates an unscripted spy for a request type.
    ///
    /// Failures the spy records on its own, such as an unscripted execution, point at the line that
    /// created it. A spy of a streamed request type fails the test at once: it would send no elements, and
    /// a ``StreamSpy`` does.
    ///
    /// - Parameters:
    ///   - requestType: The request type to stand in for; usually inferred from the spy's type.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    public init(
        _ requestType: Request.Type = Request.self,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        storage = SpyStorage(callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Creates an unscripted spy that stands in for a callback-style interactor.
    ///
    /// - Parameters:
    ///   - interactorType: The interactor the spy replaces; the spy handles its `Request` type.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    public convenience init<Replaced: Interactor>(
        for interactorType: Replaced.Type,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Replaced.Request == Request {
        self.init(Request.self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Creates an unscripted spy that stands in for an `async` interactor.
    ///
    /// - Parameters:
    ///   - interactorType: The interactor the spy replaces; the spy handles its `Request` type.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path, where failures point; leave the default.
    ///   - line: The caller's line, where failures point; leave the default.
    ///   - column: The caller's column; leave the default.
    public convenience init<Replaced: AsyncInteractor>(
        for interactorType: Replaced.Type,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Replaced.Request == Request {
        self.init(Request.self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

}

// MARK: - Interactor

extension InteractorSpy: Interactor {
    /// Records the request and answers it with the scripted outcome.
    ///
    /// Called by the executor; tests do not call it directly.
    ///
    /// - Parameters:
    ///   - request: The request the code under test executed.
    ///   - completion: The handle the spy ends the execution with, now or when the test says so.
    public func execute(_ request: Request, completion: consuming Completion<Response>) {
        // A held execution is recorded and held in one critical section, so whoever sees the request (a
        // waiter, heldRequests) sees it held too. Everything else ends the handle after unlocking.
        var handle: Completion<Response>? = consume completion
        let (number, plan) = state.withLock { $0.record(request, holding: &handle) }
        guard let completion = handle.take() else {
            // Held: the lock's critical section already stored the detached handle.
            return executions.arrive(count: number)
        }
        switch plan {
        case .respond(let response):
            executions.arrive(count: number)
            completion.complete(with: response)
        case .fail(let error):
            executions.arrive(count: number)
            completion.fail(with: error)
        case .hold:
            preconditionFailure("SpyState.record(_:holding:) takes the handle of every held execution.")
        case .run(let body):
            let pending = completion.detach()
            executions.arrive(count: number)
            Task {
                do {
                    pending.complete(with: try await body(request))
                } catch {
                    pending.fail(with: error)
                }
            }
        case .unscripted(let queueSize):
            let error = unscripted(request, number: number, queueSize: queueSize)
            executions.arrive(count: number)
            completion.fail(with: error)
        }
    }
}

// MARK: - What every spy does

extension InteractorSpy: ExecutionSpy, SpyRecording {
    /// What the spy recorded, which ``requests`` and the waits read.
    public var record: SpyRecord<Request> {
        SpyRecord(self)
    }

    static var kind: String { "InteractorSpy" }

    static var scriptingAdvice: String {
        "spy.respond(with: response), spy.fail(with: error), spy.respond { request in … }, "
            + "spy.enqueue(.response(a), .failure(b)) or spy.hold()"
    }
}
