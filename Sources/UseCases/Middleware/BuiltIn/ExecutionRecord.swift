/// What one execution did, as the logging and metrics middleware see it: the request, how it ended, and how
/// long it took.
public struct ExecutionRecord: Sendable, CustomStringConvertible {
    /// The request executed.
    public let request: any UseCaseRequest
    /// The request type the execution was keyed on: the request's static type at the call site.
    ///
    /// Types are not `Equatable`: compare it by identity,
    /// `ObjectIdentifier(record.requestType) == ObjectIdentifier(LoginUserRequest.self)`, or test it with
    /// `record.requestType is LoginUserRequest.Type`. `#expect(record.requestType == LoginUserRequest.self)`
    /// does not type-check.
    public let requestType: any UseCaseRequest.Type
    /// Whether it ended with a response, or with an error of which code.
    public let outcome: ExecutionOutcome
    /// The error the execution ended with, or `nil` when it ended with a response.
    public let error: InteractorError?
    /// How long the rest of the pipeline took, from the middleware's point of view: for a streamed use case,
    /// the whole stream.
    public let duration: Duration
    /// How many elements a streamed use case sent (``StreamInteractor``); `nil` for any other execution.
    public let elements: Int?

    /// Creates a record; the built-in middleware do, and so may tests of code that receives records.
    ///
    /// - Parameters:
    ///   - request: The request executed.
    ///   - requestType: The request type the execution was keyed on.
    ///   - error: The error it ended with, or `nil` for a response.
    ///   - duration: How long it took.
    ///   - elements: How many elements a streamed use case sent; `nil` for any other execution.
    public init<Request: UseCaseRequest>(
        request: Request,
        requestType: Request.Type = Request.self,
        error: InteractorError?,
        duration: Duration,
        elements: Int? = nil
    ) {
        self.request = request
        self.requestType = requestType
        self.outcome = error.map { .failure($0.code) } ?? .success
        self.error = error
        self.duration = duration
        self.elements = elements
    }

    /// The request type's full name, such as `MyApp.LoginUserInteractor.Request`: a label for logs and
    /// metrics that tells nested request types apart.
    public var requestName: String {
        String(reflecting: requestType)
    }

    /// One line, such as `MyApp.LoginUserInteractor.Request: success in 0.012 seconds`, or for a streamed use
    /// case `MyApp.ImportTodosRequest: success in 1.5 seconds, 120 elements`.
    public var description: String {
        let line = "\(requestName): \(outcome) in \(duration)" + (elements.map { ", \($0) elements" } ?? "")
        return error.map { "\(line): \($0.message)" } ?? line
    }
}

/// How an execution ended: with a response, or with an error of a given code.
public enum ExecutionOutcome: Hashable, Sendable, CustomStringConvertible {
    /// It ended with a response.
    case success
    /// It ended with an error of this code.
    case failure(InteractorError.Code)

    /// `success`, or `failure(` and the code `)`, such as `failure(timedOut)`.
    public var description: String {
        switch self {
        case .success: "success"
        case .failure(let code): "failure(\(code))"
        }
    }
}
