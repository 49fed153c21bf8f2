import TestSupport
import UseCases

/// A protocol some test requests conform to, for scoping middleware by protocol.
protocol Audited: InteractorRequest {}

/// Answers with its request's number plus one, synchronously; audited.
struct AuditedInteractor: Interactor {
    struct Request: Audited {
        typealias Response = Int
        var number: Int
    }

    func execute(_ request: Request, completion: consuming Completion<Int>) {
        completion.complete(with: request.number + 1)
    }
}

/// Answers with its request's number plus one, as an async function; not audited.
struct PlainAsyncInteractor: AsyncInteractor {
    struct Request: InteractorRequest {
        typealias Response = Int
        var number: Int
    }

    func execute(_ request: Request) async throws -> Int {
        request.number + 1
    }
}

/// Middleware that writes its name into a shared trail before and after the rest of the pipeline.
struct TrailMiddleware: Middleware {
    let label: String
    let trail: Recorder<String>

    var name: String { "Trail(\(label))" }

    func intercept<Request: InteractorRequest>(
        _ request: Request,
        next: Next<Request>
    ) async throws -> Request.Response {
        trail.append("\(label) before")
        defer { trail.append("\(label) after") }
        return try await next(request)
    }
}

/// Collects an executor's diagnostics.
final class DiagnosticsRecorder: Sendable {
    let all = Recorder<InteractorDiagnostic>()

    var handler: @Sendable (InteractorDiagnostic) -> Void {
        { [all] in all.append($0) }
    }

    func kinds() -> [InteractorDiagnostic.Kind] {
        all.values.map(\.kind)
    }
}

/// Fails with the custom code its request names.
struct CodeFailingInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = Int
        var code: Int
    }

    func execute(_ request: Request, completion: consuming Completion<Int>) {
        completion.fail(with: InteractorError(message: "failed with \(request.code)", code: .custom(request.code)))
    }
}
